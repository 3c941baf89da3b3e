import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import { SERVER_SIGN_OUT_TIMEOUT_MS } from '../../../src/core/session/session';
import { DEFAULT_SETTINGS } from '../../../src/core/store/auth-store';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { DEFAULT_VIDEO_SETTINGS } from '../../../src/core/store/video-settings-store';
import { DEMO_USER, type FakeResponse, fakeEnvironment, type Route } from '../support/fake-environment';
import { signIn } from '../support/session-fakes';

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
    // The browser's device id names the browser, not the person (decision 0036).
    expect(left).toEqual([STORAGE_KEYS.active, STORAGE_KEYS.deviceId, STORAGE_KEYS.settings].sort());
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
