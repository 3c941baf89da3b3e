import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { type FakeResponse, fakeEnvironment } from '../support/fake-environment';
import { signedIn, signIn } from '../support/session-fakes';

describe('a session restored from storage (requirements R4.1-R4.5)', () => {
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

  it('settings loaded in the app never switch its language; the account takes the one shown (decision 0035)', async () => {
    // The account says `account`; this browser showed `shown` on a page of locale `page`.
    for (const [account, page, shown] of [
      ['de', 'en', 'en'],
      ['fr', 'en', 'en'],
      ['en', 'en', 'fr'],
      ['en', 'de', 'de'],
    ] as const) {
      const { fake } = await signedIn();
      const settings = JSON.parse(fake.storage.getItem(STORAGE_KEYS.settings)!);
      fake.storage.setItem(STORAGE_KEYS.settings, JSON.stringify({ ...settings, language: shown }));
      const later = fakeEnvironment((request) =>
        request.method === 'GET' && request.url.pathname === '/api/auth/usersettings'
          ? { body: { language: account, learnElementMetadata: [] } }
          : signIn(request),
      );
      const again = createCore({ ...later.env, storage: fake.storage });
      again.pageLocale.value = page;
      await again.i18n.changeLanguage(shown);
      const switches: string[] = [];
      again.i18n.on('languageChanged', (language) => switches.push(language));
      await again.session.refresh();
      // The profile (the stored setting) says what the page shows, and so does the account.
      expect(again.auth.settings.value.language).toBe(shown);
      expect(again.i18n.language).toBe(shown);
      expect(switches).toEqual([]);
      const patches = later.requests.filter(
        (r) => r.method === 'PATCH' && r.url.pathname === '/api/auth/usersettings',
      );
      expect(patches.map((r) => r.body)).toEqual(account === shown ? [] : [{ language: shown }]);
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
