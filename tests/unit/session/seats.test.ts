import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import type { CoreEvent } from '../../../src/core/events/core-events';
import { checkSeatAddress, createSeatCalls, seatProblem } from '../../../src/core/session/seats';
import { DEMO_USER, fakeEnvironment } from '../support/fake-environment';

describe('seat address check', () => {
  it('refuses an empty, malformed or own address before asking the server', () => {
    expect(checkSeatAddress('  ', DEMO_USER.email)).toBe('required');
    expect(checkSeatAddress('singer@', DEMO_USER.email)).toBe('invalid');
    expect(checkSeatAddress(' Conductor@Example.com ', DEMO_USER.email)).toBe('own');
    expect(checkSeatAddress('new@example.com', DEMO_USER.email)).toBeNull();
  });
});

describe('seat calls', () => {
  function setup(response: { status: number; body: unknown } | 'network') {
    const fake = fakeEnvironment((request) => {
      if (!request.url.pathname.includes('/unlockspecific/')) return undefined;
      return response === 'network' ? { networkError: true } : response;
    });
    const core = createCore(fake.env);
    const events: CoreEvent[] = [];
    core.events.on((event) => void events.push(event));
    return { fake, seats: createSeatCalls(core), events };
  }

  it('shares with the address as the server keys it and tells the host page', async () => {
    const { fake, seats, events } = setup({ status: 200, body: { articleId: 'CC-PACK-5' } });
    await seats.share('CC-PACK-5', ' New@Example.com ');
    expect(fake.requests.at(-1)?.url.pathname).toBe(
      '/api/purchases/CC-PACK-5/unlockspecific/new%40example.com',
    );
    expect(events).toEqual([
      { type: 'seat-change', change: { articleId: 'CC-PACK-5', email: 'new@example.com', action: 'share' } },
    ]);
    await seats.withdraw('CC-PACK-5', 'new@example.com');
    expect(fake.requests.at(-1)?.method).toBe('DELETE');
    expect(events.at(-1)).toEqual({
      type: 'seat-change',
      change: { articleId: 'CC-PACK-5', email: 'new@example.com', action: 'withdraw' },
    });
  });

  for (const [response, problem] of [
    [{ status: 403, body: { error: 'no-seat-left', message: 'x' } }, 'no-seat-left'],
    [{ status: 409, body: { error: 'already-unlocked', message: 'x' } }, 'already-shared'],
    [{ status: 400, body: { error: 'bad-request', message: 'x' } }, 'invalid-address'],
    [{ status: 404, body: { error: 'not-found', message: 'x' } }, 'not-shared'],
    [{ status: 403, body: { error: 'not-owner', message: 'x' } }, 'failed'],
    ['network', 'network'],
  ] as const) {
    it(`says "${problem}" for ${response === 'network' ? 'no response' : response.status} and tells nobody`, async () => {
      const { seats, events } = setup(response);
      const error = await seats.share('CC-PACK-5', 'new@example.com').catch((caught: unknown) => caught);
      expect(seatProblem(error)).toBe(problem);
      expect(events.filter((event) => event.type === 'seat-change')).toEqual([]);
    });
  }
});
