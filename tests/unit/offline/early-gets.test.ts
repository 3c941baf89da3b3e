import { describe, expect, it } from 'vitest';
import { recordEarlyGets } from '../../../src/core/offline/early-gets';

const API = 'https://api.example.org/api';

function recorder() {
  const calls: string[] = [];
  let controlled = false;
  const early = recordEarlyGets({
    fetch: async (input) => {
      calls.push(
        `${input instanceof Request ? input.headers.get('authorization') : ''} ${String(input instanceof Request ? input.url : input)}`,
      );
      return new Response('{}');
    },
    apiBase: () => API,
    controlled: () => controlled,
  });
  return { early, calls, control: () => (controlled = true) };
}

describe('the API calls a first visit made before the offline worker controlled it', () => {
  it('are asked for again once it does: the kept GETs only, with their credentials, once', async () => {
    const { early, calls, control } = recorder();
    const auth = { headers: { Authorization: 'Bearer t1' } };
    await early.fetch(`${API}/topics?lang=en`, auth);
    await early.fetch(`${API}/auth/usersettings?app=choir-coach`, auth);
    await early.fetch(`${API}/topics?lang=en`, auth); // asked twice: repeated once
    await early.fetch(`${API}/auth/login`, { method: 'POST', body: '{}' });
    await early.fetch(`${API}/catalogue/10002/stream/false`, auth); // counts a download: never repeated
    await early.fetch('https://elsewhere.example/api/topics', auth);
    control();
    await early.fetch(`${API}/purchases`, auth); // through the worker already
    calls.length = 0;
    early.repeat();
    await Promise.resolve();
    expect(calls.sort()).toEqual([
      `Bearer t1 ${API}/auth/usersettings?app=choir-coach`,
      `Bearer t1 ${API}/topics?lang=en`,
    ]);
    calls.length = 0;
    early.repeat();
    expect(calls).toEqual([]);
  });
});
