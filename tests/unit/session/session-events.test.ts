import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import type { CoreEvent } from '../../../src/core/events/core-events';
import { textsReady } from '../../../src/core/i18n/register-texts';
import { DEMO_USER, fakeEnvironment } from '../support/fake-environment';
import { signedIn, signIn } from '../support/session-fakes';

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
