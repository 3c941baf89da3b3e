import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import type { CoreEvent } from '../../../src/core/events/core-events';
import { textsReady } from '../../../src/core/i18n/register-texts';
import { createDeviceCalls } from '../../../src/core/session/devices';
import { LoginError, SERVER_SIGN_OUT_TIMEOUT_MS } from '../../../src/core/session/session';
import { DEFAULT_SETTINGS } from '../../../src/core/store/auth-store';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { DEFAULT_VIDEO_SETTINGS } from '../../../src/core/store/video-settings-store';
import { DEMO_USER, type FakeResponse, fakeEnvironment, type Route } from '../support/fake-environment';

const signIn: Route = ({ method, url, body }) => {
  if (method === 'POST' && url.pathname === '/api/auth/login') {
    const { email, password } = body as { email: string; password: string };
    return email === DEMO_USER.email && password === 'choir-2026'
      ? { body: { token: 'tok-1', expiresAt: '2026-07-15T10:00:00Z', user: DEMO_USER } }
      : { status: 401, body: { error: 'invalid-credentials', message: 'wrong' } };
  }
  if (url.pathname === '/api/auth/usersettings' && method === 'GET') {
    return {
      body: {
        language: 'en',
        learnElementMetadata: [{ learnElementId: 11, learnElementProgress: 20, maxProgress: 60 }],
      },
    };
  }
  if (url.pathname === '/api/auth/usersettings' && method === 'PATCH') return { body: {} };
  if (url.pathname === '/api/auth/logout') return { body: { loggedOut: true } };
  if (url.pathname === '/api/purchases') return { body: [] };
  if (url.pathname === '/api/topics') return { body: [] };
  return undefined;
};

async function signedIn(route: Route = signIn) {
  const fake = fakeEnvironment(route);
  const core = createCore(fake.env);
  await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
  // Let the loads that follow a sign-in (purchases, topics) settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { fake, core };
}

describe('session (requirements R4.1-R4.5)', () => {
  it('stores token and user on login, then loads the settings', async () => {
    const { fake, core } = await signedIn();
    expect(core.auth.token.value).toBe('tok-1');
    expect(core.auth.user.value?.username).toBe('Clara Conductor');
    expect(fake.storage.getItem('access_token')).toBe('tok-1');
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.user)!)).toEqual(DEMO_USER);
    expect(core.auth.settings.value.language).toBe('en');
    expect(core.i18n.language).toBe('en');
    expect(core.auth.learnElementMetadata.value).toEqual([
      { learnElementId: 11, learnElementProgress: 20, maxProgress: 60 },
    ]);
  });

  it('sends version and commit headers, the bearer token and the app id', async () => {
    const { fake } = await signedIn();
    const settingsCall = fake.requests.find((r) => r.url.pathname === '/api/auth/usersettings')!;
    expect(settingsCall.url.searchParams.get('app')).toBe('choir-coach');
    expect(settingsCall.headers.get('authorization')).toBe('Bearer tok-1');
    expect(settingsCall.headers.get('x-client-version')).toBeTruthy();
    expect(settingsCall.headers.get('x-client-sha')).toBeTruthy();
    expect(settingsCall.url.origin).toBe('http://localhost:3000');
  });

  it('clears the token, stores the error and rethrows when login fails', async () => {
    const fake = fakeEnvironment(signIn);
    fake.storage.setItem('access_token', 'stale');
    const core = createCore(fake.env);
    await expect(core.session.login({ email: DEMO_USER.email, password: 'nope' })).rejects.toBeInstanceOf(
      LoginError,
    );
    expect(core.auth.token.value).toBeNull();
    expect(fake.storage.getItem('access_token')).toBeNull();
    expect(core.auth.error.value).toBe(
      'Anmeldung fehlgeschlagen – bitte überprüfen Sie Ihre Zugangsdaten und versuchen Sie es erneut.',
    );
    void core.i18n.changeLanguage('en');
    await expect(core.session.login({ email: DEMO_USER.email, password: 'nope' })).rejects.toThrow(
      'Login failed - please check your credentials and try again.',
    );
  });

  it('clears token and user on logout and tells the shell', async () => {
    const { fake, core } = await signedIn();
    let loggedOut = 0;
    core.onLoggedOut(() => loggedOut++);
    await core.session.logout();
    expect(core.auth.token.value).toBeNull();
    expect(core.auth.user.value).toBeNull();
    expect(fake.storage.getItem('access_token')).toBeNull();
    expect(fake.storage.getItem(STORAGE_KEYS.user)).toBeNull();
    // The server's part follows the local sign-out.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.requests.some((r) => r.url.pathname === '/api/auth/logout')).toBe(true);
    expect(loggedOut).toBe(1);
  });

  it('forces logout when the server answers 401', async () => {
    let expired = false;
    const { core } = await signedIn((request) =>
      expired && request.url.pathname === '/api/purchases'
        ? { status: 401, body: { error: 'unauthorized', message: 'x' } }
        : signIn(request),
    );
    let loggedOut = 0;
    core.onLoggedOut(() => loggedOut++);
    expired = true;
    await expect(core.api.getPurchases()).rejects.toThrow();
    expect(core.auth.isLoggedIn.value).toBe(false);
    expect(loggedOut).toBe(1);
  });

  it('drops the offline worker’s cached responses for the user before telling of a logout, forced or not', async () => {
    let expired = false;
    const fake = fakeEnvironment((request) =>
      expired && request.url.pathname === '/api/purchases'
        ? { status: 401, body: { error: 'unauthorized', message: 'x' } }
        : signIn(request),
    );
    const steps: string[] = [];
    fake.env.dropUserCaches = async () => void steps.push('drop caches');
    const core = createCore(fake.env);
    core.onLoggedOut(() => steps.push('logged out'));
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    await core.session.logout();
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    expired = true;
    await expect(core.api.getPurchases()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['drop caches', 'logged out', 'drop caches', 'logged out']);
  });

  it('reloads the topics as a visitor after a logout, so no lesson text of the user stays in memory', async () => {
    const { fake, core } = await signedIn();
    core.topics.list.value = [{ topicId: 1 } as never];
    const before = fake.requests.length;
    await core.session.logout();
    expect(core.topics.list.value).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const reload = fake.requests.slice(before).find((r) => r.url.pathname === '/api/topics');
    expect(reload?.headers.get('authorization')).toBeNull();
  });

  it('signs another device out and stays signed in; signing out this device ends the session', async () => {
    const { fake, core } = await signedIn((request) =>
      request.method === 'DELETE' && request.url.pathname.startsWith('/api/auth/sessions')
        ? { body: { revoked: 1 } }
        : signIn(request),
    );
    const seen: string[] = [];
    core.events.on((event) => event.type === 'logout' && seen.push(event.reason));
    await createDeviceCalls(core).signOut({ id: 'other-id', current: false });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(fake.requests.at(-1)?.url.pathname).toBe('/api/auth/sessions/other-id');
    expect(core.auth.isLoggedIn.value).toBe(true);
    await createDeviceCalls(core).signOut({ id: 'this-id', current: true });
    expect(core.auth.isLoggedIn.value).toBe(false);
    expect(fake.storage.getItem('access_token')).toBeNull();
    expect(seen).toEqual(['user']);
  });

  it('signs out everywhere: one call revokes every token, then this browser is signed out', async () => {
    const { fake, core } = await signedIn((request) =>
      request.method === 'DELETE' && request.url.pathname === '/api/auth/sessions'
        ? { body: { revoked: 3 } }
        : signIn(request),
    );
    const seen: string[] = [];
    core.events.on((event) => event.type === 'logout' && seen.push(event.reason));
    await createDeviceCalls(core).signOutEverywhere();
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/api/auth/sessions')).toBe(
      true,
    );
    expect(fake.requests.some((r) => r.url.pathname === '/api/auth/logout')).toBe(false);
    expect(core.auth.isLoggedIn.value).toBe(false);
    expect(seen).toEqual(['user']);
  });

  it('shows the network-error dialog when no response comes', async () => {
    const fake = fakeEnvironment(() => ({ networkError: true }));
    const core = createCore(fake.env);
    await expect(core.api.getTopics()).rejects.toThrow();
    // The dialog is composed in the user's language once the texts have loaded.
    await textsReady();
    expect(core.ui.alert.value).toMatchObject({
      title: 'Netzwerkfehler',
      text: 'Es ist ein Netzwerkfehler aufgetreten. Die Verbindung konnte nicht hergestellt werden.',
      buttons: [{ label: 'Ok' }],
    });
  });

  it('keeps the language an embedding page asks for when the user settings load', async () => {
    const core = createCore(fakeEnvironment(signIn).env);
    core.configure({ locale: 'fr' });
    await core.i18n.changeLanguage('fr');
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    expect(core.auth.settings.value.language).toBe('en');
    expect(core.i18n.language).toBe('fr');
  });

  it('takes whether the introduction was seen from the account, never from this browser (issue 19.13)', async () => {
    const fake = fakeEnvironment(signIn);
    // Another account signed in on this browser before and closed the introduction.
    fake.storage.setItem(STORAGE_KEYS.settings, JSON.stringify({ onboardingSeen: true }));
    const core = createCore(fake.env);
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    expect(core.auth.settings.value.onboardingSeen).toBe(false);
  });

  it('restores the session from storage', async () => {
    const { fake } = await signedIn();
    const again = createCore({ ...fake.env, storage: fake.storage });
    expect(again.auth.isLoggedIn.value).toBe(true);
    expect(again.auth.settings.value.language).toBe('en');
  });

  it('a restored session takes the progress another device made, once per page (issue 19.3)', async () => {
    const { fake } = await signedIn();
    // Meanwhile another device finished element 12 and advanced 11.
    const later = fakeEnvironment((request) =>
      request.method === 'GET' && request.url.pathname === '/api/auth/usersettings'
        ? {
            body: {
              language: 'en',
              learnElementMetadata: [
                { learnElementId: 11, learnElementProgress: 90, maxProgress: 90 },
                { learnElementId: 12, learnElementProgress: 100, maxProgress: 100 },
              ],
            },
          }
        : signIn(request),
    );
    const again = createCore({ ...later.env, storage: fake.storage });
    expect(again.auth.learnElementMetadata.value.map((m) => m.learnElementId)).toEqual([11]);
    await again.session.refresh();
    await again.session.refresh();
    const gets = later.requests.filter(
      (r) => r.method === 'GET' && r.url.pathname === '/api/auth/usersettings',
    );
    expect(gets).toHaveLength(1);
    const progress = Object.fromEntries(
      again.auth.learnElementMetadata.value.map((m) => [m.learnElementId, m.maxProgress]),
    );
    expect(progress).toEqual({ 11: 90, 12: 100 });
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.learnElementMetadata)!)).toHaveLength(2);
  });

  it('settings loaded on a page of the other route locale never switch the interface there and back', async () => {
    const { fake } = await signedIn();
    for (const [stored, page, shown] of [
      ['de', 'en', 'en'],
      ['fr', 'en', 'fr'],
      ['en', 'de', 'de'],
    ] as const) {
      const later = fakeEnvironment((request) =>
        request.method === 'GET' && request.url.pathname === '/api/auth/usersettings'
          ? { body: { language: stored, learnElementMetadata: [] } }
          : signIn(request),
      );
      const again = createCore({ ...later.env, storage: fake.storage });
      again.pageLocale.value = page;
      await again.i18n.changeLanguage(page);
      const switches: string[] = [];
      again.i18n.on('languageChanged', (language) => switches.push(language));
      await again.session.refresh();
      expect(again.auth.settings.value.language).toBe(stored);
      expect(again.i18n.language).toBe(shown);
      expect(switches).toEqual(shown === page ? [] : [shown]);
    }
  });

  it('a refresh that fails (offline) is tried again; one responding after a logout is dropped', async () => {
    const { fake } = await signedIn();
    let response: FakeResponse | undefined = {
      status: 503,
      body: { error: 'database-unavailable', message: '' },
    };
    const later = fakeEnvironment((request) =>
      request.method === 'GET' && request.url.pathname === '/api/auth/usersettings'
        ? response
        : signIn(request),
    );
    const again = createCore({ ...later.env, storage: fake.storage });
    await again.session.refresh();
    response = {
      body: {
        language: 'de',
        learnElementMetadata: [{ learnElementId: 13, learnElementProgress: 5, maxProgress: 5 }],
      },
    };
    const pending = again.session.refresh();
    await again.session.logout();
    await pending;
    expect(
      later.requests.filter((r) => r.url.pathname === '/api/auth/usersettings' && r.method === 'GET'),
    ).toHaveLength(2);
    expect(again.auth.learnElementMetadata.value).toEqual([]);
    expect(again.auth.settings.value.language).not.toBe('de');
  });
});

describe('persistence writes only the listed changes (requirements R4.17)', () => {
  it('writes nothing for volume, toast, alert, topics or options', async () => {
    const { fake, core } = await signedIn();
    fake.writes.length = 0;
    core.auth.currentVolume.value = 40;
    core.ui.showToast('hello');
    core.ui.showAlert({ title: 't', text: 'x' });
    core.ui.optionsOpen.value = true;
    await core.loadTopics({ force: true });
    expect(fake.writes).toEqual([]);
  });

  it('writes settings, progress and current element, player settings and purchases under their keys', async () => {
    const { fake, core } = await signedIn();
    fake.writes.length = 0;
    core.session.updateSettings({ showHighlighter: false });
    expect(fake.writes).toContain(STORAGE_KEYS.settings);
    core.session.reportProgress(12, 55);
    expect(fake.writes).toEqual(
      expect.arrayContaining([STORAGE_KEYS.learnElementMetadata, STORAGE_KEYS.currentLearnElement]),
    );
    core.playerSettings.update('10001', { lookaheadMilliseconds: 800 });
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.playerSettings)!)['10001']).toMatchObject({
      lookaheadMilliseconds: 800,
      preferredVoice: '',
      showHighlighter: true,
      lastOpened: { ts: 0, part: 0, page: 0 },
    });
    core.topics.setFilteredList([11, 12]);
    expect(fake.storage.getItem(STORAGE_KEYS.filteredList)).toBe('[11,12]');
    core.markActive();
    expect(fake.storage.getItem(STORAGE_KEYS.active)).toBe('true');
  });
});

describe('settings and progress sync', () => {
  it('queues progress while offline and sends it when back online', async () => {
    const { fake, core } = await signedIn();
    fake.setOnline(false);
    core.session.reportProgress(21, 30);
    core.session.reportProgress(21, 90);
    core.session.reportProgress(21, 50);
    await core.sync.flush();
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    // Stamped with this device's time (the server keeps its own).
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.pendingSettings)!).learnElementMetadata).toEqual([
      { learnElementId: 21, learnElementProgress: 50, maxProgress: 90, updatedAt: expect.any(String) },
    ]);
    fake.setOnline(true);
    await core.sync.flush();
    const patches = fake.requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({
      learnElementMetadata: [
        { learnElementId: 21, learnElementProgress: 50, maxProgress: 90, updatedAt: expect.any(String) },
      ],
    });
    expect(fake.storage.getItem(STORAGE_KEYS.pendingSettings)).toBeNull();
  });

  it('keeps the queued patch when the connection drops during sending', async () => {
    let down = false;
    const { fake, core } = await signedIn((request) =>
      down && request.method === 'PATCH' ? { networkError: true } : signIn(request),
    );
    down = true;
    core.session.updateSettings({ preferredVoice: 'alto' });
    await core.sync.flush();
    expect(core.sync.pending.value).toMatchObject({ preferredVoice: 'alto' });
    down = false;
    await core.sync.flush();
    expect(core.sync.pending.value).toBeNull();
    expect(fake.requests.filter((r) => r.method === 'PATCH').at(-1)!.body).toEqual({
      preferredVoice: 'alto',
    });
  });
});

describe('core events for host pages (choir-login, choir-logout, choir-error)', () => {
  function record(core: ReturnType<typeof createCore>) {
    const seen: CoreEvent[] = [];
    core.events.on((event) => seen.push(event));
    return seen;
  }

  it('tells of a sign-in with the user, once the settings are loaded', async () => {
    const core = createCore(fakeEnvironment(signIn).env);
    const seen = record(core);
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    expect(seen).toEqual([{ type: 'login', user: DEMO_USER }]);
    expect(core.auth.settings.value.language).toBe('en');
  });

  it('tells nothing of a failed sign-in', async () => {
    const core = createCore(fakeEnvironment(signIn).env);
    const seen = record(core);
    await expect(core.session.login({ email: DEMO_USER.email, password: 'nope' })).rejects.toThrow();
    expect(seen).toEqual([]);
  });

  it('tells a sign-out by the user apart from a session the server ended', async () => {
    let expired = false;
    const { core } = await signedIn((request) =>
      expired && request.url.pathname === '/api/purchases'
        ? { status: 401, body: { error: 'unauthorized', message: 'x' } }
        : signIn(request),
    );
    const seen = record(core);
    await core.session.logout();
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    expired = true;
    await expect(core.api.getPurchases()).rejects.toThrow();
    expect(seen.map((event) => (event.type === 'logout' ? event.reason : event.type))).toEqual([
      'user',
      'login',
      'expired',
    ]);
  });

  it('reports a server out of reach and a server failure in the user language', async () => {
    let failure: 'network' | 'server' = 'network';
    const core = createCore(
      fakeEnvironment(() => (failure === 'network' ? { networkError: true } : { status: 503, body: {} })).env,
    );
    const seen = record(core);
    await expect(core.api.getTopics()).rejects.toThrow();
    failure = 'server';
    await expect(core.api.getTopics()).rejects.toThrow();
    await textsReady();
    expect(seen).toEqual([
      {
        type: 'error',
        problem: {
          code: 'network',
          message: 'Es ist ein Netzwerkfehler aufgetreten. Die Verbindung konnte nicht hergestellt werden.',
        },
      },
      {
        type: 'error',
        problem: {
          code: 'server',
          status: 503,
          message: 'Der Server konnte die Anfrage nicht bearbeiten. Bitte versuchen Sie es später erneut.',
        },
      },
    ]);
  });

  it('keeps telling the other listeners when one throws', async () => {
    const fake = fakeEnvironment(signIn);
    const core = createCore(fake.env);
    core.events.on(() => {
      throw new Error('broken host listener');
    });
    const seen = record(core);
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    expect(seen).toHaveLength(1);
    expect(fake.logs.some((line) => line.includes('login listener failed'))).toBe(true);
  });
});

describe('shared devices: the next person starts clean', () => {
  const OTHER = { ...DEMO_USER, id: 'u2', email: 'other@example.com', username: 'Otto Other' };
  /** Two accounts; `expired` makes the server refuse every token on `/api/purchases`. */
  function twoAccounts() {
    const state: { expired: boolean; respond?: Route } = { expired: false };
    const route: Route = (request) => {
      const { method, url, body } = request;
      const special = state.respond?.(request);
      if (special) return special;
      if (method === 'POST' && url.pathname === '/api/auth/login') {
        const user = (body as { email: string }).email === OTHER.email ? OTHER : DEMO_USER;
        return { body: { token: `tok-${user.id}`, expiresAt: '2026-07-15T10:00:00Z', user } };
      }
      if (state.expired && url.pathname === '/api/purchases')
        return { status: 401, body: { error: 'unauthorized', message: 'x' } };
      if (url.pathname === '/api/auth/usersettings' && method === 'GET')
        return { body: { language: 'en', learnElementMetadata: [] } };
      return signIn(request);
    };
    const fake = fakeEnvironment(route);
    const core = createCore(fake.env);
    const login = (user: typeof DEMO_USER) =>
      core.session.login({ email: user.email, password: 'choir-2026' });
    const patchesOf = (user: typeof DEMO_USER) =>
      fake.requests
        .filter((r) => r.method === 'PATCH' && r.headers.get('authorization') === `Bearer tok-${user.id}`)
        .map((r) => r.body);
    return { fake, core, state, login, patchesOf };
  }

  it('logout drops every per-user part from memory and storage, keeping the device flag and language', async () => {
    const { fake, core, login } = twoAccounts();
    await login(DEMO_USER);
    core.markActive();
    core.session.updateSettings({ library: [11, 12], preferredVoice: 'alto' });
    core.session.reportProgress(21, 40);
    core.playerSettings.update('10001', { preferredVoice: 'basso' });
    core.videoSettings.update({ caption: 'de', speed: 1.25 });
    core.topics.setFilteredList([21]);
    core.topics.dismissLicenceWarning(DEMO_USER.id, 5);
    core.purchases.set([{ id: 'CC-1', date: '2026-01-01', validUntil: '2027-01-01', art: 'CC' } as never]);
    await new Promise((resolve) => setTimeout(resolve, 0));

    await core.session.logout();

    expect(core.auth.settings.value).toEqual({ ...DEFAULT_SETTINGS, language: 'en' });
    expect(core.auth.learnElementMetadata.value).toEqual([]);
    expect(core.playerSettings.byArticle.value).toEqual({});
    expect(core.videoSettings.settings.value).toEqual(DEFAULT_VIDEO_SETTINGS);
    expect(core.topics.filteredList.value).toEqual([]);
    expect(core.topics.licenceWarningDismissedAt(DEMO_USER.id)).toBeNull();
    expect(core.purchases.list.value).toEqual([]);
    expect(core.licence.value.status).not.toBe('valid');
    const left = [...fake.storage.data.keys()].sort();
    expect(left).toEqual([STORAGE_KEYS.active, STORAGE_KEYS.settings].sort());
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.settings)!)).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'en',
    });

    // A core built from what is left (a reload) starts as clean.
    const reloaded = createCore(fake.env);
    expect(reloaded.auth.settings.value.library).toEqual([]);
    expect(reloaded.playerSettings.byArticle.value).toEqual({});
    expect(reloaded.auth.isLoggedIn.value).toBe(false);
  });

  it("the next account gets none of the previous one's library or settings", async () => {
    const { core, login } = twoAccounts();
    await login(DEMO_USER);
    core.session.updateSettings({ library: [11, 12] });
    await core.session.logout();
    await login(OTHER);
    expect(core.auth.settings.value.library).toEqual([]);
    expect(core.auth.settings.value.preferredVoice).toBe('');
  });

  it('a forced logout keeps unsent progress for its user only, sent when that user signs in again', async () => {
    const { fake, core, state, login, patchesOf } = twoAccounts();
    await login(DEMO_USER);
    fake.setOnline(false);
    core.session.reportProgress(21, 70);
    core.session.updateSettings({ preferredVoice: 'tenore' });
    fake.setOnline(true);
    state.expired = true;
    await expect(core.api.getPurchases()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(core.auth.isLoggedIn.value).toBe(false);
    expect(core.sync.pending.value).toBeNull();
    state.expired = false;

    await login(OTHER);
    core.session.reportProgress(31, 10);
    await core.sync.flush();
    expect(JSON.stringify(patchesOf(OTHER))).not.toContain('"learnElementId":21');
    expect(JSON.stringify(patchesOf(OTHER))).not.toContain('tenore');
    expect(core.auth.learnElementMetadata.value.map((m) => m.learnElementId)).toEqual([31]);
    await core.session.logout();

    await login(DEMO_USER);
    await core.sync.flush();
    expect(patchesOf(DEMO_USER).at(-1)).toMatchObject({
      preferredVoice: 'tenore',
      learnElementMetadata: [expect.objectContaining({ learnElementId: 21, maxProgress: 70 })],
    });
    expect(core.auth.settings.value.preferredVoice).toBe('tenore');
    expect(core.auth.learnElementMetadata.value.map((m) => m.learnElementId)).toEqual([21]);
    expect(fake.storage.getItem(STORAGE_KEYS.heldSettings)).toBeNull();
  });
  /** A response the test gives later (or never): `resolve` it with a fake response. */
  function later() {
    let resolve!: (response: FakeResponse) => void;
    const promise = new Promise<FakeResponse>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('logout ends the session here at once when the server never responds, and gives up on it after 3 s', async () => {
    const { fake, core, state, login } = twoAccounts();
    await login(DEMO_USER);
    fake.setOnline(false);
    core.session.updateSettings({ preferredVoice: 'alto' });
    fake.setOnline(true);
    const never = later();
    state.respond = ({ url }) =>
      url.pathname === '/api/auth/logout' || url.pathname === '/api/auth/usersettings'
        ? never.promise
        : undefined;
    await core.session.logout();
    expect(core.auth.isLoggedIn.value).toBe(false);
    expect(fake.storage.getItem('access_token')).toBeNull();
    await tick();
    // The unsent change first; given up on, it stays held for its user, and the token is revoked all the same.
    const patch = fake.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.headers.get('authorization')).toBe('Bearer tok-u1');
    fake.advance(SERVER_SIGN_OUT_TIMEOUT_MS);
    expect(patch.signal.aborted).toBe(true);
    await tick();
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.heldSettings)!)).toEqual({
      [DEMO_USER.id]: { preferredVoice: 'alto' },
    });
    const call = fake.requests.find((r) => r.url.pathname === '/api/auth/logout')!;
    // Sent with the signed-out user's own token, then abandoned after the time limit.
    expect(call.headers.get('authorization')).toBe('Bearer tok-u1');
    expect(call.signal.aborted).toBe(false);
    fake.advance(SERVER_SIGN_OUT_TIMEOUT_MS);
    expect(call.signal.aborted).toBe(true);
  });

  it('a patch in flight at logout that fails later is held for its user, never sent with the next token', async () => {
    const { fake, core, state, login, patchesOf } = twoAccounts();
    await login(DEMO_USER);
    const slow = later();
    state.respond = ({ method, headers }) =>
      method === 'PATCH' && headers.get('authorization') === 'Bearer tok-u1' ? slow.promise : undefined;
    core.session.reportProgress(21, 70);
    await tick();
    expect(patchesOf(DEMO_USER)).toHaveLength(1);

    await core.session.logout();
    await login(OTHER);
    // The first user's patch now fails (the connection dropped).
    slow.resolve({ networkError: true });
    await tick();
    core.session.reportProgress(31, 10);
    await core.sync.flush();
    expect(patchesOf(OTHER)).toHaveLength(1);
    expect(JSON.stringify(patchesOf(OTHER))).not.toContain('"learnElementId":21');
    expect(core.auth.learnElementMetadata.value.map((m) => m.learnElementId)).toEqual([31]);

    await core.session.logout();
    state.respond = undefined;
    await login(DEMO_USER);
    await core.sync.flush();
    expect(patchesOf(DEMO_USER).at(-1)).toMatchObject({
      learnElementMetadata: [expect.objectContaining({ learnElementId: 21, maxProgress: 70 })],
    });
    expect(fake.storage.getItem(STORAGE_KEYS.heldSettings)).toBeNull();
  });

  it('a late 401 for the signed-out user’s token does not sign the next user out', async () => {
    const { core, state, login } = twoAccounts();
    await login(DEMO_USER);
    const slow = later();
    state.respond = ({ method, headers }) =>
      method === 'PATCH' && headers.get('authorization') === 'Bearer tok-u1' ? slow.promise : undefined;
    core.session.updateSettings({ preferredVoice: 'alto' });
    await core.session.logout();
    await login(OTHER);
    slow.resolve({ status: 401, body: { error: 'unauthorized', message: 'revoked' } });
    await tick();
    expect(core.auth.user.value?.id).toBe(OTHER.id);
  });

  it('logout sends the changes still queued with the user’s own token before revoking it', async () => {
    const { fake, core, login, patchesOf } = twoAccounts();
    await login(DEMO_USER);
    fake.setOnline(false);
    core.session.updateSettings({ preferredVoice: 'basso' });
    fake.setOnline(true);
    await core.session.logout();
    await tick();
    expect(patchesOf(DEMO_USER).at(-1)).toEqual({ preferredVoice: 'basso' });
    const paths = fake.requests.map((r) => `${r.method} ${r.url.pathname}`);
    expect(paths.lastIndexOf('PATCH /api/auth/usersettings')).toBeLessThan(
      paths.lastIndexOf('POST /api/auth/logout'),
    );
    expect(fake.storage.getItem(STORAGE_KEYS.heldSettings)).toBeNull();
  });
});
