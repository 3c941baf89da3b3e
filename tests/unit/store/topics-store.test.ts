import { describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../src/core/core';
import { localText } from '../../../src/core/i18n/local-text';
import { PURCHASES_THROTTLE_MS } from '../../../src/core/store/purchases-store';
import { TOPICS_THROTTLE_MS } from '../../../src/core/store/topics-store';
import { DEMO_USER, fakeEnvironment, type Route } from '../support/fake-environment';

const DAY = 86_400_000;

function api(validUntil: () => string): Route {
  return ({ method, url }) => {
    if (method === 'POST' && url.pathname === '/api/auth/login')
      return { body: { token: 't', expiresAt: '2030-01-01T00:00:00Z', user: DEMO_USER } };
    if (url.pathname === '/api/auth/usersettings') return { body: {} };
    if (url.pathname === '/api/topics')
      return {
        body: [
          {
            topicId: 0,
            id: 0,
            art: 'CC',
            headline: { de: 'a', en: 'a' },
            description: { de: '', en: '' },
            modules: [],
          },
        ],
      };
    if (url.pathname === '/api/purchases')
      return { body: [{ id: 'CC-365', art: 'CC', date: '2025-01-01T00:00:00Z', validUntil: validUntil() }] };
    return undefined;
  };
}

const count = (requests: { url: URL }[], path: string) =>
  requests.filter((r) => r.url.pathname === path).length;

describe('topics loading (requirements R7.5)', () => {
  it('loads once per hour unless forced', async () => {
    const fake = fakeEnvironment(api(() => '2030-01-01T00:00:00Z'));
    const core = createCore(fake.env);
    await core.loadTopics();
    await core.loadTopics();
    expect(count(fake.requests, '/api/topics')).toBe(1);
    expect(core.topics.list.value).toHaveLength(1);
    fake.advance(TOPICS_THROTTLE_MS - 1);
    await core.loadTopics();
    expect(count(fake.requests, '/api/topics')).toBe(1);
    fake.advance(1);
    await core.loadTopics();
    expect(count(fake.requests, '/api/topics')).toBe(2);
    await core.loadTopics({ force: true });
    expect(count(fake.requests, '/api/topics')).toBe(3);
  });
});

describe('topics offline (issue 14)', () => {
  it('asks offline too, where the offline worker responds with the cached list; refetches once online', async () => {
    // Offline, the fake server plays the worker responding with the list it cached.
    const fake = fakeEnvironment(api(() => '2030-01-01T00:00:00Z'));
    const core = createCore(fake.env);
    fake.setOnline(false);
    await core.loadTopics();
    expect(core.topics.list.value).toHaveLength(1);
    expect(core.topics.unavailableOffline.value).toBe(false);
    fake.setOnline(true);
    await core.loadTopics();
    expect(count(fake.requests, '/api/topics')).toBe(2);
  });

  it('says the course is not available offline when nothing was kept, and loads it once online', async () => {
    let network = false;
    const online = api(() => '2030-01-01T00:00:00Z');
    const fake = fakeEnvironment((request) => (network ? online(request) : { networkError: true }));
    const core = createCore(fake.env);
    fake.setOnline(false);
    await core.loadTopics();
    expect(core.topics.list.value).toHaveLength(0);
    expect(core.topics.unavailableOffline.value).toBe(true);
    fake.setOnline(true);
    network = true;
    await core.loadTopics();
    expect(core.topics.list.value).toHaveLength(1);
    expect(core.topics.unavailableOffline.value).toBe(false);
  });
});

describe('topics in one language (issue 15 point 3)', () => {
  /** The topics as the server sends them with `?lang=`: the other language's texts empty. */
  const inLanguage = (lang: string | null) => [
    {
      topicId: 0,
      id: 0,
      art: 'CC',
      headline: { de: lang === 'de' ? 'Schlagfiguren' : '', en: lang === 'de' ? '' : 'Beat patterns' },
      description: { de: '', en: '' },
      modules: [],
    },
  ];

  it('asks only for the interface language, and for the new one when it changes', async () => {
    const fake = fakeEnvironment(({ url }) =>
      url.pathname === '/api/topics' ? { body: inLanguage(url.searchParams.get('lang')) } : undefined,
    );
    const core = createCore(fake.env);
    await core.loadTopics();
    expect(fake.requests.map((r) => r.url.search)).toEqual(['?lang=de&bodies=none']);
    expect(core.topics.list.value[0]!.headline.de).toBe('Schlagfiguren');
    await core.i18n.changeLanguage('en');
    await vi.waitFor(() => expect(core.topics.list.value[0]!.headline.en).toBe('Beat patterns'));
    expect(fake.requests.map((r) => r.url.search)).toEqual(['?lang=de&bodies=none', '?lang=en&bodies=none']);
    // Back to German: requested again (the list holds one language), not served from the English one.
    await core.i18n.changeLanguage('de');
    await vi.waitFor(() => expect(core.topics.list.value[0]!.headline.de).toBe('Schlagfiguren'));
    expect(fake.requests).toHaveLength(3);
  });

  it('offline, a language switch keeps the list it has (texts fall back to them); online again, the new language loads', async () => {
    let network = true;
    const fake = fakeEnvironment(({ url }) =>
      !network
        ? { networkError: true }
        : url.pathname === '/api/topics'
          ? { body: inLanguage(url.searchParams.get('lang')) }
          : undefined,
    );
    const core = createCore(fake.env);
    await core.loadTopics();
    expect(core.topics.list.value[0]!.headline.de).toBe('Schlagfiguren');
    network = false;
    fake.setOnline(false);
    await core.i18n.changeLanguage('en');
    await vi.waitFor(() => expect(core.topics.loading.value).toBe(false));
    expect(core.topics.list.value[0]!.headline.de).toBe('Schlagfiguren');
    expect(localText(core.topics.list.value[0]!.headline, 'en')).toBe('Schlagfiguren');
    network = true;
    fake.setOnline(true);
    await core.loadTopics();
    expect(core.topics.list.value[0]!.headline.en).toBe('Beat patterns');
  });

  it('shows the result of the latest load when an earlier one (another language) responds late', async () => {
    let respondGerman: (() => void) | undefined;
    const fake = fakeEnvironment(({ url }) => {
      const lang = url.searchParams.get('lang');
      if (lang !== 'de') return { body: inLanguage(lang) };
      return new Promise((resolve) => {
        respondGerman = () => resolve({ body: inLanguage('de') });
      });
    });
    const core = createCore(fake.env);
    const german = core.loadTopics();
    await vi.waitFor(() => expect(respondGerman).toBeDefined());
    await core.i18n.changeLanguage('en');
    await vi.waitFor(() => expect(core.topics.list.value[0]?.headline.en).toBe('Beat patterns'));
    respondGerman!();
    await german;
    expect(core.topics.list.value[0]!.headline.en).toBe('Beat patterns');
    expect(core.topics.loading.value).toBe(false);
  });
});

describe('purchases loading (requirements R7.6)', () => {
  it('needs a session, loads once, and refetches on focus at most every 60 s', async () => {
    const fake = fakeEnvironment(api(() => '2030-01-01T00:00:00Z'));
    const core = createCore(fake.env);
    await core.loadPurchases();
    expect(count(fake.requests, '/api/purchases')).toBe(0);
    await core.session.login({ email: DEMO_USER.email, password: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const afterLogin = count(fake.requests, '/api/purchases');
    expect(afterLogin).toBe(1);
    await core.loadPurchases();
    expect(count(fake.requests, '/api/purchases')).toBe(1);
    await core.loadPurchases({ force: true });
    expect(count(fake.requests, '/api/purchases')).toBe(1);
    fake.advance(PURCHASES_THROTTLE_MS);
    await core.loadPurchases({ force: true });
    expect(count(fake.requests, '/api/purchases')).toBe(2);
    expect(core.purchases.list.value[0]!.validUntil).toBeInstanceOf(Date);
  });
});

describe('licence warning dialog', () => {
  it('shows for an expired licence, then not again within 2 hours of dismissal', async () => {
    const fake = fakeEnvironment(
      api(() => new Date(Date.parse('2026-06-15T10:00:00Z') - 30 * DAY).toISOString()),
    );
    const core = createCore(fake.env);
    await core.session.login({ email: DEMO_USER.email, password: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(core.licence.value.status).toBe('expired');
    expect(core.ui.alert.value?.title).toBe('Lizenz abgelaufen');
    expect(core.ui.alert.value?.buttons[0]).toMatchObject({
      label: 'Lizenz erneuern',
      href: 'https://staging.shop.choir-coach.example/',
    });
    core.ui.closeAlert();
    expect(core.checkLicenceWarning()).toBe(false);
    fake.advance(7_200_000 - 1);
    expect(core.checkLicenceWarning()).toBe(false);
    fake.advance(1);
    expect(core.checkLicenceWarning()).toBe(true);
  });

  it('keeps the dismissal across a reload, per user: not again within 2 hours, again after', async () => {
    const fake = fakeEnvironment(
      api(() => new Date(Date.parse('2026-06-15T10:00:00Z') - 30 * DAY).toISOString()),
    );
    const first = createCore(fake.env);
    await first.session.login({ email: DEMO_USER.email, password: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.ui.alert.value?.title).toBe('Lizenz abgelaufen');
    first.ui.closeAlert();
    fake.advance(3_600_000);
    // A reload: a new core on the same storage, still signed in.
    const reloaded = createCore(fake.env);
    expect(reloaded.checkLicenceWarning()).toBe(false);
    fake.advance(3_600_000 - 1);
    expect(reloaded.checkLicenceWarning()).toBe(false);
    fake.advance(1);
    expect(createCore(fake.env).checkLicenceWarning()).toBe(true);
    // Another account on this browser has not dismissed anything.
    fake.storage.setItem('choir.user', JSON.stringify({ ...DEMO_USER, id: 'u2' }));
    fake.advance(-3_600_000);
    expect(createCore(fake.env).checkLicenceWarning()).toBe(true);
  });

  it('does not show for someone who never had a licence', async () => {
    const fake = fakeEnvironment((request) =>
      request.url.pathname === '/api/purchases' ? { body: [] } : api(() => '2030-01-01T00:00:00Z')(request),
    );
    const core = createCore(fake.env);
    await core.session.login({ email: DEMO_USER.email, password: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(core.licence.value).toEqual({ status: 'expired', validUntil: null });
    expect(core.ui.alert.value).toBeNull();
  });

  it('does not show for a valid licence', async () => {
    const fake = fakeEnvironment(api(() => '2030-01-01T00:00:00Z'));
    const core = createCore(fake.env);
    await core.session.login({ email: DEMO_USER.email, password: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(core.licence.value.status).toBe('valid');
    expect(core.ui.alert.value).toBeNull();
  });
});

describe('toast', () => {
  it('hides after 2000 ms; the alert stays until closed', () => {
    const fake = fakeEnvironment();
    const core = createCore(fake.env);
    core.ui.showToast('Saved');
    core.ui.showAlert({ title: 'A', text: 'B' });
    fake.advance(1999);
    expect(core.ui.toast.value.visible).toBe(true);
    fake.advance(1);
    expect(core.ui.toast.value.visible).toBe(false);
    expect(core.ui.alert.value?.title).toBe('A');
    core.ui.closeAlert();
    expect(core.ui.alert.value).toBeNull();
  });
});
