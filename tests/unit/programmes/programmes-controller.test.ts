import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import type { ProgrammeDto, ProgrammeWrite, SharedProgrammeDto } from '../../../src/core/contract/api';
import { mergeProgrammes } from '../../../src/core/programmes/programme-merge';
import { programmeStore } from '../../../src/core/programmes/programme-outbox';
import type { ProgrammesApi } from '../../../src/core/programmes/programmes-api';
import { createProgrammes } from '../../../src/core/programmes/programmes-controller';
import { createPersistence, memoryStorage } from '../../../src/core/store/persistence';

function refusal(status: number, code: string) {
  const error = new FetchError(`[PUT] ${status}`);
  Object.assign(error, { response: new Response('{}', { status }), data: { error: code } });
  return error;
}

/** A server in memory that merges writes as the real one does. */
function fakeServer() {
  const held = new Map<string, ProgrammeWrite>();
  /** Deleted ids: a write to one is refused with 410, as on the real server (decision 0046). */
  const deleted = new Set<string>();
  const net = { online: true };
  const offline = () => new FetchError('[PUT] "/api/programmes": <no response> Failed to fetch');
  const dto = (id: string): ProgrammeDto => ({ ...held.get(id)!, id, updatedAt: new Date().toISOString() });
  const api: ProgrammesApi = {
    list: async () => {
      if (!net.online) throw offline();
      return { own: [...held.keys()].map(dto), shared: [] as SharedProgrammeDto[] };
    },
    put: async (id, write) => {
      if (!net.online) throw offline();
      if (deleted.has(id)) throw refusal(410, 'programme-deleted');
      const before = held.get(id);
      held.set(id, before ? mergeProgrammes(before, write) : write);
      return dto(id);
    },
    remove: async (id) => {
      if (!net.online) throw offline();
      held.delete(id);
      deleted.add(id);
    },
    packs: async () => [],
  };
  return { api, held, net };
}

function device(server: ReturnType<typeof fakeServer>, storage = memoryStorage(), clock = { now: 0 }) {
  let ids = 0;
  const programmes = createProgrammes({
    api: server.api,
    store: programmeStore(createPersistence(storage, () => undefined)),
    owner: () => 'anna',
    isOnline: () => server.net.online,
    now: () => Date.UTC(2026, 10, 1) + clock.now,
    newId: () =>
      `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}-${Math.random().toString(36).slice(2, 6)}`,
    log: () => undefined,
  });
  return { programmes, storage, clock };
}

/** One programme made on a phone and read on a tablet, both online. */
async function twoDevices() {
  const server = fakeServer();
  const phone = device(server, memoryStorage(), { now: 0 });
  const id = phone.programmes.create('Spring', [{ editionId: '10001' }]);
  await phone.programmes.flush();
  const tablet = device(server, memoryStorage(), { now: 0 });
  await tablet.programmes.load();
  return { server, phone, tablet, id };
}

describe('programmes controller', () => {
  it('creates, edits, reorders and deletes, and the server follows', async () => {
    const server = fakeServer();
    const { programmes } = device(server);
    const id = programmes.create('Advent', [{ editionId: '10001' }, { editionId: '10002', part: 2 }]);
    programmes.setText(id, 'notes', 'Robes: black');
    programmes.setDate(id, '2026-12-13');
    const [first, second] = programmes.own.value[0]!.items;
    programmes.moveItem(id, second!.id, 0);
    await programmes.flush();
    expect(programmes.unsent.value).toBe(0);
    expect(server.held.get(id)).toMatchObject({ name: 'Advent', notes: 'Robes: black', date: '2026-12-13' });
    expect(server.held.get(id)!.items.map((item) => item.id)).toEqual([second!.id, first!.id]);

    programmes.remove(id);
    await programmes.flush();
    expect(server.held.has(id)).toBe(false);
    expect(programmes.own.value).toEqual([]);
  });

  it('keeps offline edits across a reload and sends them when online', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const first = device(server, storage).programmes;
    server.net.online = false;
    const id = first.create('Offline concert');
    first.setText(id, 'notes', 'Written on the train');
    await first.flush();
    expect(first.unsent.value).toBe(1);
    expect(server.held.size).toBe(0);

    // The page is reloaded, still offline: the programme is there, unsent.
    const reloaded = device(server, storage).programmes;
    await reloaded.load();
    expect(reloaded.own.value.map((p) => p.name)).toEqual(['Offline concert']);
    expect(reloaded.unsent.value).toBe(1);

    server.net.online = true;
    await reloaded.load();
    expect(reloaded.unsent.value).toBe(0);
    expect(server.held.get(id)).toMatchObject({ name: 'Offline concert', notes: 'Written on the train' });
  });

  it('merges two devices’ edits without losing one', async () => {
    const { server, phone, tablet, id } = await twoDevices();

    // Both offline: the phone renames and adds a work, the tablet (later) writes notes and removes one.
    server.net.online = false;
    phone.clock.now = 60_000;
    phone.programmes.setText(id, 'name', 'Spring gala');
    phone.programmes.addItem(id, { editionId: '10003' });
    tablet.clock.now = 120_000;
    tablet.programmes.setText(id, 'notes', 'Tablet notes');
    tablet.programmes.removeItem(id, tablet.programmes.own.value[0]!.items[0]!.id);

    server.net.online = true;
    await phone.programmes.load();
    await tablet.programmes.load();
    await phone.programmes.load();
    for (const copy of [phone, tablet].map((d) => d.programmes.own.value[0]!)) {
      expect(copy.name).toBe('Spring gala');
      expect(copy.notes).toBe('Tablet notes');
      expect(copy.items.map((item) => item.editionId)).toEqual(['10003']);
    }
  });

  it('says why the server refused a change and drops it from the outbox', async () => {
    const server = fakeServer();
    const refusing = {
      ...server,
      api: {
        ...server.api,
        put: async () => {
          throw refusal(409, 'too-many-programmes');
        },
      },
    };
    const { programmes } = device(refusing);
    programmes.create('One too many');
    await programmes.flush();
    expect(programmes.problem.value).toBe('too-many');
    expect(programmes.unsent.value).toBe(0);
  });

  it('a deletion wins over edits another device made before it knew', async () => {
    const { server, phone, tablet, id } = await twoDevices();

    // The tablet, offline, renames it (later by its clock); the phone deletes it meanwhile.
    server.net.online = false;
    tablet.clock.now = 120_000;
    tablet.programmes.setText(id, 'name', 'Spring gala');
    server.net.online = true;
    phone.clock.now = 60_000;
    phone.programmes.remove(id);
    await phone.programmes.flush();

    await tablet.programmes.load();
    expect(tablet.programmes.own.value).toEqual([]);
    expect(tablet.programmes.unsent.value).toBe(0);
    expect(tablet.programmes.problem.value).toBe('deleted');
    expect(server.held.has(id)).toBe(false);
    await phone.programmes.load();
    expect(phone.programmes.own.value).toEqual([]);
  });
});
