import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import type {
  ApiErrorBody,
  LoginResponse,
  ProgrammeDto,
  ProgrammeListDto,
  ProgrammeWrite,
} from '../../src/core/contract/api';
import {
  CONDUCTOR,
  call,
  DEMO_PASSWORD,
  EXPIRING,
  NEWBIE,
  REAL_CONTENT_DIR,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';

let server: TestServer;
let app: TestApp;
let conductor: string;

const token = async (email: string) =>
  (await call<LoginResponse>(app, 'POST', '/api/auth/login', { json: { email, password: DEMO_PASSWORD } }))
    .body.token;

beforeAll(async () => {
  server = await startTestServer({ editions: loadEditions(REAL_CONTENT_DIR) });
  app = server.app;
  conductor = await token(CONDUCTOR);
});
afterAll(() => server?.close());

const T0 = '2026-11-01T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();
const stamps = (time: string) => ({ name: time, date: time, notes: time, items: time, sharedWith: time });

function programme(overrides: Partial<ProgrammeWrite> = {}): ProgrammeWrite {
  return {
    name: 'Advent concert',
    date: '2026-12-13',
    notes: 'Robes: black',
    items: [
      { id: 'a', editionId: '10001' },
      { id: 'b', editionId: '10002', part: 2 },
    ],
    removedItems: [],
    sharedWith: null,
    changed: stamps(T0),
    ...overrides,
  };
}

const put = <T = ProgrammeDto>(id: string, json: unknown, as = conductor) =>
  call<T>(app, 'PUT', `/api/programmes/${id}`, { token: as, json });
const list = async (as = conductor) =>
  (await call<ProgrammeListDto>(app, 'GET', '/api/programmes', { token: as })).body;

describe('programmes of a user', () => {
  it('creates, lists, edits and deletes a programme', async () => {
    const id = randomUUID();
    const created = await put(id, programme());
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id, name: 'Advent concert', date: '2026-12-13' });
    expect((await list()).own.map((p) => p.id)).toContain(id);

    const renamed = await put(id, programme({ name: 'Christmas concert', changed: stamps(at(1)) }));
    expect(renamed.body.name).toBe('Christmas concert');

    expect((await call(app, 'DELETE', `/api/programmes/${id}`, { token: conductor })).status).toBe(200);
    expect((await list()).own.map((p) => p.id)).not.toContain(id);
    expect((await call(app, 'DELETE', `/api/programmes/${id}`, { token: conductor })).status).toBe(404);
  });

  it('keeps a deleted programme deleted: a device that edited it before it knew gets 410', async () => {
    const id = randomUUID();
    expect((await put(id, programme())).status).toBe(200);
    // The phone deletes it; the tablet, offline, renamed it (even by a clock later than the deletion).
    expect((await call(app, 'DELETE', `/api/programmes/${id}`, { token: conductor })).status).toBe(200);
    const late = await put<ApiErrorBody>(
      id,
      programme({ name: 'Renamed offline', changed: stamps(new Date(Date.now() + 60_000).toISOString()) }),
    );
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({
      error: 'programme-deleted',
      message: expect.stringContaining('deleted'),
    });
    expect((await list()).own.map((p) => p.id)).not.toContain(id);
    // Another user writing to that id learns nothing of it.
    const other = await put<ApiErrorBody>(id, programme(), await token(EXPIRING));
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: 'not-found' });
  });

  it('merges two devices: the later change of each field wins, items of both are kept', async () => {
    const id = randomUUID();
    await put(id, programme());
    // Device 1 renames and adds an item; device 2, later, changes the notes and removes item a.
    await put(
      id,
      programme({
        name: 'Renamed on the phone',
        items: [...programme().items, { id: 'c', editionId: '10003' }],
        changed: { ...stamps(T0), name: at(5), items: at(5) },
      }),
    );
    const merged = await put(
      id,
      programme({
        notes: 'From the tablet',
        items: [{ id: 'b', editionId: '10002', part: 2 }],
        removedItems: ['a'],
        changed: { ...stamps(T0), notes: at(6), items: at(6) },
      }),
    );
    expect(merged.body.name).toBe('Renamed on the phone');
    expect(merged.body.notes).toBe('From the tablet');
    expect(merged.body.items.map((item) => item.id)).toEqual(['b', 'c']);
    // An older write changes nothing it is older in.
    const stale = await put(id, programme({ name: 'Old name', changed: stamps(at(-10)) }));
    expect(stale.body.name).toBe('Renamed on the phone');
  });

  it('stores name and notes as plain text', async () => {
    const res = await put(
      randomUUID(),
      programme({
        name: '<b>Gala</b><script>alert(1)</script>',
        notes: 'Line 1\n<img src=x onerror=alert(1)>Line 2',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Galaalert(1)');
    expect(res.body.notes).toBe('Line 1\nLine 2');
  });

  it('refuses bad input with a message per field', async () => {
    const cases: [unknown, string][] = [
      [programme({ name: '<i></i>' }), 'json.name'],
      [programme({ name: 'x'.repeat(121) }), 'json.name'],
      [programme({ notes: 'x'.repeat(2001) }), 'json.notes'],
      [programme({ date: '2026-13-01' }), 'json.date'],
      [programme({ items: [{ id: 'a', editionId: '99999' }] }), 'json.items.0.editionId'],
      [programme({ items: [{ id: 'a', editionId: '10001', part: 1 }] }), 'json.items.0.part'],
      [
        programme({ items: Array.from({ length: 61 }, (_, i) => ({ id: `i${i}`, editionId: '10001' })) }),
        'json.items',
      ],
      [{ ...programme(), changed: { name: 'yesterday' } }, 'json.changed.name'],
    ];
    for (const [json, field] of cases) {
      const res = await put<ApiErrorBody>(randomUUID(), json);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), field).toContain(field);
      expect(res.body.message, field).toBeTruthy();
    }
    expect((await put('not-a-uuid', programme())).status).toBe(400);
  });

  it('needs a sign-in', async () => {
    expect((await call(app, 'GET', '/api/programmes')).status).toBe(401);
    expect((await call(app, 'PUT', `/api/programmes/${randomUUID()}`, { json: programme() })).status).toBe(
      401,
    );
  });
});

describe('programmes and other users', () => {
  it("never reads, changes or deletes another user's programme", async () => {
    const id = randomUUID();
    await put(id, programme({ name: 'Mine' }));
    const stranger = await token(EXPIRING);
    expect((await list(stranger)).own.map((p) => p.id)).not.toContain(id);
    expect((await list(stranger)).shared).toEqual([]);
    const overwrite = await put(id, programme({ name: 'Taken', changed: stamps(at(60)) }), stranger);
    expect(overwrite.status).toBe(404);
    expect((await call(app, 'DELETE', `/api/programmes/${id}`, { token: stranger })).status).toBe(404);
    expect((await list()).own.find((p) => p.id === id)?.name).toBe('Mine');
    // A guessed id is the same "not found".
    expect((await call(app, 'DELETE', `/api/programmes/${randomUUID()}`, { token: stranger })).status).toBe(
      404,
    );
  });

  it('shares only through a pack the writer bought', async () => {
    const stranger = await token(EXPIRING);
    const res = await put<ApiErrorBody>(randomUUID(), programme({ sharedWith: 'CC-PACK-5' }), stranger);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('not-owner');
  });

  it('shows a shared programme to the seat holders, read-only, until the seat is withdrawn', async () => {
    const id = randomUUID();
    await put(id, programme({ name: 'For the choir', sharedWith: 'CC-PACK-5' }));
    const singer = await token(NEWBIE);
    expect((await list(singer)).shared).toEqual([]);

    const seat = `/api/purchases/CC-PACK-5/unlockspecific/${NEWBIE}`;
    expect((await call(app, 'GET', seat, { token: conductor })).status).toBe(200);
    const shared = (await list(singer)).shared;
    expect(shared.map((p) => [p.id, p.name])).toEqual([[id, 'For the choir']]);
    expect(shared[0]?.owner).toBeTruthy();
    // Read-only: the seat holder cannot write or delete it.
    expect((await put(id, programme({ name: 'Hijack', changed: stamps(at(60)) }), singer)).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/programmes/${id}`, { token: singer })).status).toBe(404);
    // Another user without a seat sees nothing.
    expect((await list(await token(EXPIRING))).shared).toEqual([]);

    expect((await call(app, 'DELETE', seat, { token: conductor })).status).toBe(200);
    expect((await list(singer)).shared).toEqual([]);
  });
});
