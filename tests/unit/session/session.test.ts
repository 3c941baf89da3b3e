import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import { textsReady } from '../../../src/core/i18n/register-texts';
import { createDeviceCalls } from '../../../src/core/session/devices';
import { LoginError } from '../../../src/core/session/session';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { DEMO_USER, fakeEnvironment } from '../support/fake-environment';
import { signedIn, signIn } from '../support/session-fakes';

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

  it('sends this browser’s own id with every sign-in, the same after a logout (decision 0036)', async () => {
    const { fake, core } = await signedIn();
    await core.session.logout();
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    const sent = fake.requests
      .filter((r) => r.url.pathname === '/api/auth/login')
      .map((r) => (r.body as { deviceId?: string }).deviceId);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(sent[1]).toBe(sent[0]);
    // Another browser has another id.
    const other = await signedIn();
    const theirs = other.fake.requests.find((r) => r.url.pathname === '/api/auth/login')!.body;
    expect((theirs as { deviceId: string }).deviceId).not.toBe(sent[0]);
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

  it('says the server is busy, not that the password is wrong, when sign-in answers 503 overloaded', async () => {
    const fake = fakeEnvironment(({ url }) =>
      url.pathname === '/api/auth/login'
        ? { status: 503, body: { error: 'overloaded', message: 'busy' } }
        : undefined,
    );
    const core = createCore(fake.env);
    const login = () => core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    await expect(login()).rejects.toBeInstanceOf(LoginError);
    expect(core.auth.error.value).toBe(
      'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
    );
    void core.i18n.changeLanguage('fr');
    await expect(login()).rejects.toThrow(
      'Le serveur est très sollicité en ce moment. Veuillez réessayer dans quelques secondes.',
    );
    void core.i18n.changeLanguage('en');
    await expect(login()).rejects.toThrow(
      'The server is busy at the moment. Please try again in a few seconds.',
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
});
