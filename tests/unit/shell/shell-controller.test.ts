import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../src/core/core';
import { TOPICS_LATER_MS } from '../../../src/core/shell/app-start';
import { createShellController } from '../../../src/core/shell/shell-controller';
import { DEMO_USER, fakeEnvironment, settingsServer } from '../support/fake-environment';

/** The page the shell runs in: a history that records its entries, a document, timers. */
function fakePage(address: string) {
  const url = new URL(address, 'https://app.test');
  const pushed: string[] = [];
  const replaced: string[] = [];
  const popListeners = new Set<() => void>();
  const page = {
    location: { pathname: url.pathname, search: url.search, hash: '', origin: url.origin, href: url.href },
    history: {
      pushState: (_data: unknown, _unused: string, to: string) => void pushed.push(to),
      replaceState: (_data: unknown, _unused: string, to: string) => void replaced.push(to),
    },
    addEventListener: (_type: string, listener: () => void) => void popListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void popListeners.delete(listener),
    document: {
      title: '',
      body: null,
      readyState: 'complete',
      querySelector: () => null,
      documentElement: { lang: '' },
    },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  };
  return { page: page as unknown as Window, pushed, replaced, popListeners };
}

async function setUp(
  address: string,
  options: { signedIn?: boolean; settings?: object; account?: Record<string, unknown> } = {},
) {
  const server = settingsServer(options.account);
  const fake = fakeEnvironment(server.route);
  const core = createCore(fake.env);
  await core.i18n.changeLanguage('de');
  if (options.signedIn) {
    core.auth.token.value = 'token';
    core.auth.user.value = DEMO_USER;
  }
  if (options.settings) core.auth.settings.value = { ...core.auth.settings.value, ...options.settings };
  const { page, pushed, replaced, popListeners } = fakePage(address);
  const shell = createShellController({ core, page, moduleUrl: undefined });
  /** What the view does after drawing: settle on the address drawn, again until it rests. */
  const settle = () => {
    for (let drawn = shell.address.value, round = 0; round < 5; round++) {
      shell.settle(drawn);
      if (shell.address.value === drawn) return;
      drawn = shell.address.value;
    }
  };
  return { core, shell, page, pushed, replaced, popListeners, settle, fake, server };
}

afterEach(() => vi.useRealTimers());

describe('the app shell controller', () => {
  it('resolves the address to a route in its locale', async () => {
    const { shell } = await setUp('/en/works?x=1');
    expect(shell.address.value).toMatchObject({
      routeName: 'works',
      locale: 'en',
      pathname: '/en/works',
      search: '?x=1',
      signedIn: false,
    });
    expect(shell.navigation.isCurrent('/en/works')).toBe(true);
  });

  it('replaces an address without its locale, titles the page and adopts the route language', async () => {
    const { shell, core, page, replaced, settle } = await setUp('/works');
    expect(shell.address.value.resolution).toEqual({ kind: 'redirect', to: '/de/works' });
    settle();
    expect(replaced).toEqual(['/de/works']);
    expect(shell.address.value.routeName).toBe('works');
    expect(page.document.title).toMatch(/ – choir coach$/);
    expect(core.pageLocale.value).toBe('de');

    shell.navigation.navigate('/en/works');
    settle();
    await vi.waitFor(() => expect(core.i18n.language).toBe('en'));
    expect(core.pageLocale.value).toBe('en');
  });

  it('sends a visitor who signs out to the sign-in page, and a signed-in one on it where it was asked for', async () => {
    const { shell, core, pushed, replaced, settle } = await setUp('/de/auth/login?redirect=%2Fde%2Fworks', {
      signedIn: true,
    });
    const stop = shell.start();
    settle();
    expect(replaced).toEqual(['/de/works']);
    expect(core.pageLocale.value).toBe('de');
    // The sign-in form's own answer comes after: it goes where its page asked, not to the start page.
    shell.signedIn('?redirect=%2Fde%2Fworks');
    expect(pushed).toEqual([]);
    expect(shell.address.value.routeName).toBe('works');

    await core.session.logout();
    expect(pushed).toEqual(['/de/auth/login']);
    stop();
  });

  it('sends a user whose token was refused before the first view was drawn to the sign-in page', async () => {
    // A slow device: the first call's 401 comes back before the view has drawn and started the app.
    const { shell, core, pushed, settle } = await setUp('/de/start', { signedIn: true });
    await core.session.forceLogout();
    const stop = shell.start();
    settle();
    expect(pushed).toEqual(['/de/auth/login']);
    stop();
  });

  it('never follows a redirect to another site', async () => {
    const { replaced, settle } = await setUp('/de/auth/login?redirect=%2F%2Fevil.test', { signedIn: true });
    settle();
    expect(replaced).toEqual(['/de/start']);
  });

  it('asks for the topics at once on a first view with topics, later on one without', async () => {
    vi.useFakeTimers();
    const start = await setUp('/de/start');
    const now = vi.spyOn(start.core, 'loadTopics');
    start.shell.start()();
    expect(now).toHaveBeenCalledTimes(1);

    const works = await setUp('/de/works');
    const later = vi.spyOn(works.core, 'loadTopics');
    works.shell.start()();
    // Once the page has loaded and is idle (here at once), then after TOPICS_LATER_MS.
    await vi.advanceTimersByTimeAsync(TOPICS_LATER_MS - 1);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('stops following the page history once it is ended', async () => {
    const { shell, popListeners } = await setUp('/de/start');
    const stop = shell.start();
    expect(popListeners.size).toBe(1);
    stop();
    expect(popListeners.size).toBe(0);
  });

  it('shows and stores the language of a link into the other locale, as the profile reads it (decision 0035)', async () => {
    const { core, page, settle, server } = await setUp('/en/start', {
      signedIn: true,
      settings: { language: 'de' },
    });
    settle();
    expect(core.auth.settings.value.language).toBe('en');
    await vi.waitFor(() => expect(core.i18n.language).toBe('en'));
    settle();
    expect(page.document.documentElement.lang).toBe('en');
    await vi.waitFor(() => expect(server.patches).toEqual([{ language: 'en' }]));
  });

  it('keeps the language of the sign-in page over the account’s when signing in (decision 0035)', async () => {
    const { shell, core, pushed, settle, server } = await setUp('/en/auth/login', {
      account: { language: 'fr' },
    });
    settle();
    await vi.waitFor(() => expect(core.i18n.language).toBe('en'));
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    shell.signedIn('?redirect=%2Fde%2Fworks');
    expect(pushed.at(-1)).toBe('/en/works');
    expect(core.i18n.language).toBe('en');
    expect(core.auth.settings.value.language).toBe('en');
    // The account takes it: the next sign-in elsewhere, and the profile, say English.
    expect(server.stored.language).toBe('en');
  });

  it('moves the address to the locale of a new language, and keeps one picked before sign-in', async () => {
    const { shell, core, pushed } = await setUp('/de/auth/login?redirect=%2Fde%2Fworks');
    shell.changeLanguage('fr');
    expect(pushed).toEqual(['/en/auth/login?redirect=%2Fde%2Fworks']);
    expect(core.auth.settings.value.language).toBe('fr');

    // Signed in on that page: on to the asked address, in the locale of the language picked.
    core.auth.token.value = 'token';
    core.auth.user.value = DEMO_USER;
    shell.signedIn('?redirect=%2Fde%2Fworks');
    expect(pushed.at(-1)).toBe('/en/works');
  });

  it('opens the search page for the navigation bar and retries a screen', async () => {
    const { shell, pushed } = await setUp('/de/start');
    shell.openSearch('Kyrie eleison');
    expect(pushed).toEqual(['/de/search?q=Kyrie%20eleison']);
    expect(shell.address.value.search).toBe('?q=Kyrie%20eleison');
    shell.retryScreen();
    expect(shell.attempt.value).toBe(1);
  });

  it('opens the introduction once after a first sign-in; closing it marks the account', async () => {
    const { shell, core, settle } = await setUp('/de/start', {
      signedIn: true,
      settings: { onboardingSeen: false },
    });
    settle();
    expect(core.ui.onboarding.value).toBe(true);
    shell.closeIntroduction();
    expect(core.ui.onboarding.value).toBe(false);
    expect(core.auth.settings.value.onboardingSeen).toBe(true);
    settle();
    expect(core.ui.onboarding.value).toBe(false);
  });

  it('holds the global dialogs open and shut', async () => {
    const { shell, core } = await setUp('/de/start');
    shell.openOptions();
    expect(core.ui.optionsOpen.value).toBe(true);
    shell.closeOptions();
    expect(core.ui.optionsOpen.value).toBe(false);
    shell.openVersion();
    expect(shell.versionOpen.value).toBe(true);
    shell.closeVersion();
    expect(shell.versionOpen.value).toBe(false);
    shell.openIntroduction();
    expect(core.ui.onboarding.value).toBe(true);
  });

  it('sends page views to the tag manager the host configured last', async () => {
    const { shell, page, settle } = await setUp('/en/works');
    const layer = page as unknown as { dataLayer?: unknown[] };
    settle();
    expect(layer.dataLayer).toBeUndefined();
    shell.configure({ tagManager: { id: 'GTM-1', enabled: true } });
    shell.navigation.navigate('/en/search');
    settle();
    expect(layer.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_path: '/en/search' }),
    );
  });
});
