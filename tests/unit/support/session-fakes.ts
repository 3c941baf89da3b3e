/** A core signed in against a fake API: the demo user's sign-in, settings, purchases and topics. */
import { createCore } from '../../../src/core/core';
import { DEMO_USER, fakeEnvironment, type Route } from './fake-environment';

/** The demo user signs in with the right password; their settings hold progress on element 11. */
export const signIn: Route = ({ method, url, body }) => {
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

export async function signedIn(route: Route = signIn) {
  const fake = fakeEnvironment(route);
  const core = createCore(fake.env);
  await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
  // Let the loads that follow a sign-in (purchases, topics) settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { fake, core };
}
