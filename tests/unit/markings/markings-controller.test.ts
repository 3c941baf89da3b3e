import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { createMarkingsController, type NewMarking } from '../../../src/core/markings/markings-controller';
import { batches, createMarkingsOutbox } from '../../../src/core/markings/markings-outbox';
import { mergeMarkings } from '../../../src/core/markings/merge';
import type { Marking, MarkingLayer } from '../../../src/core/markings/model';
import { createPersistence, memoryStorage } from '../../../src/core/store/persistence';
import { stroke } from './fixtures';

const EDITION = '10001';

/** A server that merges like the real one; `online` says whether it can be reached. */
function fakeServer() {
  const state = { online: true, stored: [] as Marking[], writes: 0 };
  const layer = (): MarkingLayer => ({
    layerId: 'layer-1',
    articleId: EDITION,
    markings: state.stored,
    sharedWith: null,
    updatedAt: new Date(0).toISOString(),
  });
  return {
    state,
    async send(_articleId: string, markings: Marking[]) {
      if (!state.online) throw new FetchError('offline');
      state.writes++;
      state.stored = mergeMarkings(state.stored, markings);
      return layer();
    },
    async share(_articleId: string, packId: string | null) {
      return { ...layer(), sharedWith: packId };
    },
    async read() {
      if (!state.online) throw new FetchError('offline');
      return { own: layer(), shared: [] };
    },
  };
}

function setUp(storage = memoryStorage(), server = fakeServer()) {
  let clock = 1000;
  const persistence = createPersistence(storage, () => {});
  const outbox = createMarkingsOutbox({
    persistence,
    send: server.send,
    canSend: () => server.state.online,
    owner: () => 'user-1',
    log: () => {},
  });
  let ids = 0;
  const controller = createMarkingsController({
    articleId: EDITION,
    api: { read: server.read, share: server.share },
    outbox,
    now: () => ++clock,
    log: () => {},
    newId: () => `stroke-${++ids}`,
  });
  return { controller, outbox, server, storage };
}

const pen = (): NewMarking => {
  const { id: _id, updatedAt: _at, ...rest } = stroke('x', 0);
  return rest;
};

describe('the markings controller', () => {
  it('keeps strokes drawn offline on the device and sends them when back online', async () => {
    const { controller, server, storage } = setUp();
    server.state.online = false;
    await controller.open();
    expect(controller.loaded.value).toBe(true);
    controller.add(pen());
    controller.add(pen());
    await Promise.resolve();
    expect(controller.own.value).toHaveLength(2);
    expect(server.state.stored).toEqual([]);

    // Reloaded offline: the strokes are still there.
    const again = setUp(storage, server);
    await again.controller.open();
    expect(again.controller.own.value.map((m) => m.id)).toEqual(['stroke-1', 'stroke-2']);

    server.state.online = true;
    await again.controller.resend();
    expect(server.state.stored.map((m) => m.id)).toEqual(['stroke-1', 'stroke-2']);
    expect(again.outbox.pendingFor(EDITION)).toEqual([]);
  });

  it('undoes and redoes a stroke and an erasure', async () => {
    const { controller, server } = setUp();
    await controller.open();
    const made = controller.add(pen());
    controller.erase(made.id);
    expect(controller.own.value).toEqual([]);
    controller.undo();
    expect(controller.own.value.map((m) => m.id)).toEqual([made.id]);
    controller.undo();
    expect(controller.own.value).toEqual([]);
    expect(controller.canUndo.value).toBe(false);
    controller.redo();
    expect(controller.own.value.map((m) => m.id)).toEqual([made.id]);
    await controller.resend();
    expect(server.state.stored.filter((m) => !m.deleted).map((m) => m.id)).toEqual([made.id]);
  });

  it('takes the other device’s strokes from the server', async () => {
    const server = fakeServer();
    server.state.stored = [stroke('tablet-01', 5)];
    const { controller } = setUp(memoryStorage(), server);
    await controller.open();
    controller.add(pen());
    await controller.resend();
    expect(controller.own.value.map((m) => m.id).sort()).toEqual(['stroke-1', 'tablet-01']);
  });

  it('shares the own layer with a choir pack', async () => {
    const { controller } = setUp();
    await controller.open();
    expect(controller.sharedWith.value).toBeNull();
    await controller.share('CC-PACK-5');
    expect(controller.sharedWith.value).toBe('CC-PACK-5');
  });

  it('lists the markings of a part whose bar a newer version lacks', async () => {
    const server = fakeServer();
    server.state.stored = [stroke('kept-0001', 1, 'm-1'), stroke('gone-0001', 1, 'm-7')];
    const { controller } = setUp(memoryStorage(), server);
    await controller.open();
    expect(controller.unplaced(0, new Set(['m-1'])).map((m) => m.id)).toEqual(['gone-0001']);
    expect(controller.unplaced(1, new Set(['m-1']))).toEqual([]);
  });
});

describe('the outbox', () => {
  it('sends the valid markings past one the server refuses as invalid, and keeps that one', async () => {
    const server = fakeServer();
    const invalid = Object.assign(new FetchError('bad'), { response: new Response(null, { status: 400 }) });
    const send = async (articleId: string, markings: Marking[]) =>
      markings.some((m) => m.colour === 'none') ? Promise.reject(invalid) : server.send(articleId, markings);
    const { controller, outbox } = setUp(memoryStorage(), { ...server, send });
    server.state.online = false;
    await controller.open();
    controller.add({ ...pen(), colour: 'none' });
    controller.add(pen());
    server.state.online = true;
    await controller.resend();
    expect(server.state.stored.map((m) => m.id)).toEqual(['stroke-2']);
    expect(outbox.pendingFor(EDITION).map((m) => m.id)).toEqual(['stroke-1']);
    expect(outbox.refused.value).toBe('refused');
    controller.add(pen());
    await controller.resend();
    expect(server.state.stored.map((m) => m.id)).toEqual(['stroke-2', 'stroke-3']);
  });

  it('keeps a write the server refuses and says why', async () => {
    const server = fakeServer();
    const refuse = Object.assign(new FetchError('too large'), {
      response: new Response(null, { status: 413 }),
    });
    const { controller, outbox } = setUp(memoryStorage(), {
      ...server,
      send: async () => Promise.reject(refuse),
    });
    await controller.open();
    controller.add(pen());
    await controller.resend();
    expect(outbox.refused.value).toBe('markings-too-large');
    expect(outbox.pendingFor(EDITION)).toHaveLength(1);
    expect(controller.own.value).toHaveLength(1);
  });

  it('splits large writes under the server’s body limit', () => {
    const long = {
      ...stroke('long', 1),
      points: Array.from({ length: 2000 }, () => [0.12345, 0.12345, 0.5] as [number, number, number]),
    };
    const parts = batches(Array.from({ length: 10 }, (_, i) => ({ ...long, id: `long-${i}` })));
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(JSON.stringify({ markings: part }).length).toBeLessThan(256 * 1024);
  });
});
