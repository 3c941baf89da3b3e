import { describe, expect, it } from 'vitest';
import { type ApiFailure, createApiClient } from '../../../src/core/api/client';
import { describeHttpError } from '../../../src/core/api/http-problem';
import { CLIENT_VERSION } from '../../../src/core/build-info';
import { createCore } from '../../../src/core/core';
import { textsReady } from '../../../src/core/i18n/register-texts';
import { exampleApi } from '../../../src/core/learning/example-api';
import { catalogueApi } from '../../../src/core/works/catalogue-api';
import { DEMO_USER, type FakeResponse, fakeEnvironment } from '../support/fake-environment';

/** A client on a fake server, recording what each callback saw. */
function clientOn(
  respond: (path: string) => FakeResponse,
  token: string | null = 'secret',
  leaving = () => false,
) {
  const fake = fakeEnvironment(({ url }) => respond(url.pathname));
  const seen = {
    authErrors: 0,
    networkErrors: 0,
    serverErrors: [] as number[],
    failures: [] as ApiFailure[],
  };
  const request = createApiClient({
    baseUrl: () => 'http://api.test/api',
    token: () => token,
    onAuthError: () => void seen.authErrors++,
    onNetworkError: () => void seen.networkErrors++,
    onServerError: (status) => void seen.serverErrors.push(status),
    onFailure: (failure) => void seen.failures.push(failure),
    log: () => undefined,
    fetch: fake.env.fetch!,
    leaving,
  });
  return { fake, seen, request };
}

describe('the one HTTP client', () => {
  it('sends the client version and the bearer token, and no Authorization header when signed out', async () => {
    const signedIn = clientOn(() => ({ body: { ok: true } }));
    expect(await signedIn.request('/whoami')).toEqual({ ok: true });
    const headers = signedIn.fake.requests[0]!.headers;
    expect(headers.get('authorization')).toBe('Bearer secret');
    expect(headers.get('x-client-version')).toBe(CLIENT_VERSION);
    const signedOut = clientOn(() => ({ body: {} }), null);
    await signedOut.request('/topics');
    expect(signedOut.fake.requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('turns a 401 into the auth-error callback and still rejects', async () => {
    const { request, seen } = clientOn(() => ({ status: 401, body: { error: 'unauthorized', message: '' } }));
    const error = await request('/whoami').catch((caught: unknown) => caught);
    expect(describeHttpError(error)).toEqual({ network: false, status: 401, code: 'unauthorized' });
    expect(seen).toMatchObject({ authErrors: 1, networkErrors: 0, failures: [] });
  });

  it('reports a 5xx as a failure and a server error, a 4xx only to the caller', async () => {
    const { request, seen } = clientOn((path) => ({ status: path === '/api/broken' ? 503 : 409, body: {} }));
    await expect(request('/broken?x=1')).rejects.toThrow();
    await expect(request('/busy')).rejects.toThrow();
    expect(seen.serverErrors).toEqual([503]);
    expect(seen.failures).toEqual([{ path: 'http://api.test/api/broken', status: 503 }]);
  });

  it('reports no response as a network error, unless the caller shows its own message', async () => {
    const { request, seen } = clientOn(() => ({ networkError: true }));
    const error = await request('/topics').catch((caught: unknown) => caught);
    expect(describeHttpError(error)).toEqual({ network: true });
    await expect(request('/catalogue', { ownNetworkMessage: true })).rejects.toThrow();
    expect(seen.networkErrors).toBe(1);
    expect(seen.failures.map((failure) => failure.path)).toEqual([
      'http://api.test/api/topics',
      'http://api.test/api/catalogue',
    ]);
  });

  it('reports nothing for calls the browser cancels while the page is left (Firefox rejects them)', async () => {
    let leaving = false;
    const { request, seen } = clientOn(
      () => ({ networkError: true }),
      'secret',
      () => leaving,
    );
    leaving = true;
    await expect(request('/topics')).rejects.toThrow();
    expect(seen).toMatchObject({ networkErrors: 0, failures: [] });
  });
});

describe('every feature calls through the core client', () => {
  function coreOn(respond: (path: string) => FakeResponse | undefined) {
    const fake = fakeEnvironment(({ url }) => respond(url.pathname));
    const core = createCore(fake.env);
    core.auth.token.value = 'token';
    core.auth.user.value = DEMO_USER;
    const failures: ApiFailure[] = [];
    core.onApiFailure((failure) => failures.push(failure));
    return { fake, core, failures };
  }

  it('uses a fetch the host replaces after the core was built', async () => {
    const { fake, core } = coreOn(() => ({ body: [] }));
    const replaced: string[] = [];
    const original = fake.env.fetch!;
    fake.env.fetch = (input, init) => {
      replaced.push(String(input instanceof Request ? input.url : input));
      return original(input, init);
    };
    await core.api.getTopics();
    await catalogueApi(core).list();
    expect(replaced).toHaveLength(2);
  });

  it('reports 5xx responses of the catalogue and the musical examples to the error reports', async () => {
    const { core, failures } = coreOn(() => ({ status: 500, body: { error: 'internal', message: '' } }));
    await expect(catalogueApi(core).list()).rejects.toThrow();
    await expect(exampleApi(core).getExample(7)).rejects.toThrow();
    expect(failures.map((failure) => [failure.path, failure.status])).toEqual([
      ['http://localhost:3000/api/catalogue', 500],
      ['http://localhost:3000/api/topics/7/example', 500],
    ]);
  });

  it('ends the session on a 401 of the catalogue or an example', async () => {
    for (const call of [
      (core: ReturnType<typeof createCore>) => catalogueApi(core).item('10001'),
      (core: ReturnType<typeof createCore>) => exampleApi(core).getExample(7),
    ]) {
      const { core } = coreOn(() => ({ status: 401, body: { error: 'unauthorized', message: '' } }));
      await expect(call(core)).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(core.auth.token.value).toBeNull();
    }
  });

  it('shows the network dialog for core calls, not for the catalogue and examples that show their own nor for error reports', async () => {
    const { core } = coreOn(() => ({ networkError: true }));
    await expect(catalogueApi(core).list()).rejects.toThrow();
    await expect(exampleApi(core).getExample(7)).rejects.toThrow();
    // An error report sent in the background stays queued when it gets no response, unannounced.
    await expect(core.api.logException({ message: 'x', kind: 'error' } as never)).rejects.toThrow();
    await textsReady();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(core.ui.alert.value).toBeNull();
    await expect(core.api.getTopics()).rejects.toThrow();
    await textsReady();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(core.ui.alert.value?.color).toBe('danger');
  });
});
