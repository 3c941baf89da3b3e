import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/core/contract/api';
import { MAX_TOMBSTONES } from '../../src/core/contract/markings-limits';
import type {
  Marking,
  MarkingLayer,
  MarkingsResponse,
  SharedMarkingLayer,
} from '../../src/core/markings/model';
import {
  CONDUCTOR,
  call,
  DEMO_PASSWORD,
  EXPIRING,
  NEWBIE,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';

const EDITION = '10001';
const PACK = 'CC-PACK-5';

let server: TestServer;
let app: TestApp;

beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
});
afterAll(() => server?.close());

const token = async (email: string) =>
  (await call<LoginResponse>(app, 'POST', '/api/auth/login', { json: { email, password: DEMO_PASSWORD } }))
    .body.token;

function stroke(id: string, updatedAt: number, extra: Partial<Marking> = {}): Marking {
  return {
    id,
    kind: 'pen',
    colour: '#c02020',
    anchor: { measureId: 'm-1', x: 0.1, y: 0.2, staff: 1 },
    points: [
      [0.1, 0.2, 0.5],
      [0.3, 0.25, 0.7],
    ],
    size: 0.02,
    updatedAt,
    ...extra,
  };
}

const write = (who: string, markings: Marking[], edition = EDITION) =>
  call<MarkingLayer>(app, 'PATCH', `/api/markings/${edition}`, { token: who, json: { markings } });
const read = (who: string, edition = EDITION) =>
  call<MarkingsResponse>(app, 'GET', `/api/markings/${edition}`, { token: who });

describe('markings per user and edition', () => {
  it('stores strokes and merges two devices’ writes without losing one', async () => {
    const me = await token(EXPIRING);
    expect((await read(me)).body.own).toMatchObject({ layerId: null, markings: [] });
    expect((await write(me, [stroke('phone-0001', 10), stroke('both-00001', 10)])).status).toBe(200);
    // The tablet was offline: its own stroke, and an older copy of the shared one.
    const res = await write(me, [stroke('tablet-001', 11), stroke('both-00001', 5, { colour: '#000000' })]);
    expect(res.status).toBe(200);
    expect(res.body.markings.map((m) => m.id).sort()).toEqual(['both-00001', 'phone-0001', 'tablet-001']);
    expect(res.body.markings.find((m) => m.id === 'both-00001')?.colour).toBe('#c02020');

    // An erasure is kept as a tombstone, so a device's older copy does not bring the stroke back.
    await write(me, [{ ...stroke('phone-0001', 20), deleted: true }]);
    await write(me, [stroke('phone-0001', 10)]);
    const after = (await read(me)).body.own.markings.find((m) => m.id === 'phone-0001');
    expect(after?.deleted).toBe(true);
  });

  it('keeps text markings as plain text', async () => {
    const me = await token(EXPIRING);
    const text = 'breathe <b>here</b><script>alert(1)</script> <img src=x onerror=alert(1)>now';
    const res = await write(me, [stroke('text-00001', 1, { kind: 'text', points: undefined, text })]);
    expect(res.body.markings.find((m) => m.id === 'text-00001')?.text).toBe('breathe herealert(1) now');
  });

  it('refuses malformed markings and unknown editions with clear errors', async () => {
    const me = await token(EXPIRING);
    const bad = await write(me, [{ ...stroke('bad-00001', 1), colour: 'red' }]);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'bad-request' });
    expect((await write(me, [{ ...stroke('bad-00002', 1), stamp: 'skull' as never }])).status).toBe(400);
    expect((await read(me, 'CC-365')).status).toBe(404);
    expect((await read(me, 'no-such-edition')).status).toBe(404);
    expect((await call(app, 'GET', `/api/markings/${EDITION}`)).status).toBe(401);
  });

  it('refuses a layer past its size limit and keeps what was stored', async () => {
    const me = await token(NEWBIE);
    const long = (id: string) =>
      stroke(id, 1, {
        points: Array.from({ length: 1900 }, (_, i) => [i / 1900, 0.123456, 0.5] as [number, number, number]),
      });
    let status = 200;
    let stored = 0;
    for (let batch = 0; status === 200 && batch < 40; batch++) {
      const res = await write(me, [long(`long-${batch}-a`), long(`long-${batch}-b`)]);
      status = res.status;
      if (status === 200) stored = res.body.markings.length;
      else
        expect(res.body).toMatchObject({
          error: 'markings-too-large',
          message: expect.stringContaining('MB'),
        });
    }
    expect(status).toBe(413);
    expect((await read(me)).body.own.markings).toHaveLength(stored);
  });
});

describe('erased markings and the size limit', () => {
  // Words of nearly the longest text: a layer fills with few writes, and each tombstone is a
  // fifth of its marking, so before the fix the tombstones of an erased layer took a fifth of it.
  const note = (id: string, updatedAt: number): Marking =>
    stroke(id, updatedAt, { kind: 'text', points: undefined, text: 'Breathe here. '.repeat(34) });
  const ids = (prefix: string, batch: number, count = 250) =>
    Array.from({ length: count }, (_, i) => `${prefix}-${batch}-${i}`);

  it('counts only live markings: erasing makes room, tombstones are bounded and still merge', async () => {
    const me = await token(EXPIRING);
    const edition = '10003';
    // A full layer of text markings (250 a write, within the request size limit).
    let batches = 0;
    for (; batches < 12; batches++) {
      const res = await write(
        me,
        ids('full', batches).map((id) => note(id, 10)),
        edition,
      );
      if (res.status !== 200) {
        expect(res.status).toBe(413);
        break;
      }
    }
    expect(batches).toBeGreaterThan(1);
    // All erased (a batch at a time, later each time), then as many markings again: the tombstones
    // take no room of the limit.
    for (let batch = 0; batch < batches; batch++) {
      const erased = ids('full', batch).map((id) => ({ ...note(id, 20 + batch), deleted: true }));
      expect((await write(me, erased, edition)).status).toBe(200);
    }
    for (let batch = 0; batch < batches; batch++) {
      const res = await write(
        me,
        ids('again', batch).map((id) => note(id, 100)),
        edition,
      );
      expect(res.status).toBe(200);
    }
    // At most MAX_TOMBSTONES kept, the newest, each only what a merge needs.
    const stored = (await read(me, edition)).body.own.markings;
    const tombs = stored.filter((m) => m.deleted);
    expect(tombs.length).toBeLessThanOrEqual(MAX_TOMBSTONES);
    expect(tombs.length).toBe(Math.min(MAX_TOMBSTONES, batches * 250));
    expect(Object.keys(tombs[0]!).sort()).toEqual(['anchor', 'colour', 'deleted', 'id', 'kind', 'updatedAt']);
    // A device offline since before the newest erasures sends its old copy: it stays erased.
    const last = ids('full', batches - 1)[0]!;
    const stale = await write(me, [note(last, 10)], edition);
    expect(stale.body.markings.find((m) => m.id === last)?.deleted).toBe(true);
  });
});

describe('who can read a layer', () => {
  it('never shows another user’s markings of the same edition', async () => {
    const owner = await token(CONDUCTOR);
    await write(owner, [stroke('conductor-1', 1)]);
    const other = await token(EXPIRING);
    const seen = (await read(other)).body;
    expect(seen.own.markings.map((m) => m.id)).not.toContain('conductor-1');
    expect(seen.shared).toEqual([]);
  });

  it('refuses sharing with a pack the user did not buy', async () => {
    const other = await token(EXPIRING);
    const res = await call(app, 'POST', `/api/markings/${EDITION}/share`, {
      token: other,
      json: { packId: PACK },
    });
    expect(res.status).toBe(403);
    const conductor = await token(CONDUCTOR);
    const notAPack = await call(app, 'POST', `/api/markings/${EDITION}/share`, {
      token: conductor,
      json: { packId: 'CC-365' },
    });
    expect(notAPack.status).toBe(403);
  });

  it('shares the buyer’s layer read-only with seat holders, until the seat is withdrawn', async () => {
    const owner = await token(CONDUCTOR);
    await write(owner, [stroke('conductor-2', 2, { kind: 'stamp', points: undefined, stamp: 'breath' })]);
    const shared = await call<MarkingLayer>(app, 'POST', `/api/markings/${EDITION}/share`, {
      token: owner,
      json: { packId: PACK },
    });
    expect(shared.body.sharedWith).toBe(PACK);
    const layerId = shared.body.layerId!;

    const singer = await token(NEWBIE);
    // Not a seat holder yet: nothing, and the layer's id reads as not there.
    expect((await read(singer)).body.shared).toEqual([]);
    expect((await call(app, 'GET', `/api/marking-layers/${layerId}`, { token: singer })).status).toBe(404);

    expect(
      (await call(app, 'GET', `/api/purchases/${PACK}/unlockspecific/${NEWBIE}`, { token: owner })).status,
    ).toBe(200);
    const seen = (await read(singer)).body.shared;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ layerId, owner: 'Clara Conductor' });
    expect(seen[0]?.markings.map((m) => m.id).sort()).toEqual(['conductor-1', 'conductor-2']);
    const one = await call<SharedMarkingLayer>(app, 'GET', `/api/marking-layers/${layerId}`, {
      token: singer,
    });
    expect(one.status).toBe(200);
    // Read-only: a seat holder's writes go to their own layer, never the buyer's.
    await write(singer, [{ ...stroke('conductor-2', 99), deleted: true }]);
    expect((await read(singer)).body.shared[0]?.markings.map((m) => m.id)).toContain('conductor-2');
    expect(
      (await read(owner)).body.own.markings.find((m) => m.id === 'conductor-2')?.deleted,
    ).toBeUndefined();

    // A change reaches them the next time they open the work.
    await write(owner, [stroke('conductor-3', 3)]);
    expect((await read(singer)).body.shared[0]?.markings.map((m) => m.id)).toContain('conductor-3');

    // The seat withdrawn: the former holder reads nothing, by edition or by layer id.
    expect(
      (await call(app, 'DELETE', `/api/purchases/${PACK}/unlockspecific/${NEWBIE}`, { token: owner })).status,
    ).toBe(200);
    expect((await read(singer)).body.shared).toEqual([]);
    expect((await call(app, 'GET', `/api/marking-layers/${layerId}`, { token: singer })).status).toBe(404);
  });

  it('answers guessed layer ids alike, whether they exist or not', async () => {
    const other = await token(EXPIRING);
    const owner = await token(CONDUCTOR);
    const ownerLayer = (await read(owner)).body.own.layerId!;
    const guessed = '00000000-0000-4000-8000-000000000000';
    const a = await call(app, 'GET', `/api/marking-layers/${ownerLayer}`, { token: other });
    const b = await call(app, 'GET', `/api/marking-layers/${guessed}`, { token: other });
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(a.body).toEqual(b.body);
    expect((await call(app, 'GET', '/api/marking-layers/not-a-uuid', { token: other })).status).toBe(400);
  });

  it('stops sharing when the buyer says so', async () => {
    const owner = await token(CONDUCTOR);
    await call(app, 'GET', `/api/purchases/${PACK}/unlockspecific/${NEWBIE}`, { token: owner });
    const singer = await token(NEWBIE);
    expect((await read(singer)).body.shared).toHaveLength(1);
    await call(app, 'POST', `/api/markings/${EDITION}/share`, { token: owner, json: { packId: null } });
    expect((await read(singer)).body.shared).toEqual([]);
  });
});
