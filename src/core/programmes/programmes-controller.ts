/**
 * A user's concert programmes as signals (issue 39): the list, edits made at once on the device
 * and queued in an outbox, sent when online, and merged with what other devices wrote (the server
 * merges a write; a fresh list is merged with the changes still unsent here). Tested in Node.
 */
import { batch, computed, signal } from '@preact/signals-core';
import { isNetworkError } from '../api/client';
import { describeHttpError } from '../api/http-problem';
import type { ProgrammeDto, ProgrammeItem, SharedProgrammeDto } from '../contract/api';
import type { Programme } from './programme-edits';
import * as edits from './programme-edits';
import { mergeProgrammes } from './programme-merge';
import type { OutboxEntry, ProgrammeStore } from './programme-outbox';
import type { ProgrammesApi } from './programmes-api';

/** Why the server refused a change (the view says it in the user's language). */
export type ProgrammeProblem = 'invalid' | 'too-many' | 'not-owner' | 'not-found' | 'deleted' | 'server';

export interface ProgrammesDeps {
  api: ProgrammesApi;
  store: ProgrammeStore;
  /** The signed-in user's id (null when signed out). */
  owner: () => string | null;
  isOnline: () => boolean;
  now: () => number;
  newId: () => string;
  log: (message: string, detail?: unknown) => void;
}

const fromServer = ({ updatedAt: _at, ...programme }: ProgrammeDto): Programme => {
  const { owner: _owner, ...own } = programme as ProgrammeDto & { owner?: string };
  return own;
};

function problemOf(error: unknown): ProgrammeProblem {
  const { status } = describeHttpError(error);
  if (status === 400) return 'invalid';
  if (status === 409) return 'too-many';
  if (status === 403) return 'not-owner';
  if (status === 404) return 'not-found';
  if (status === 410) return 'deleted';
  return 'server';
}

export function createProgrammes(deps: ProgrammesDeps) {
  const own = signal<Programme[]>([]);
  const shared = signal<SharedProgrammeDto[]>([]);
  const outbox = signal<Record<string, OutboxEntry>>({});
  const loading = signal(false);
  /** Where the list came from: the server, or the device's copy (offline or unreachable). */
  const origin = signal<'server' | 'device' | null>(null);
  const problem = signal<ProgrammeProblem | null>(null);
  const unsent = computed(() => Object.keys(outbox.value).length);
  let flushing: Promise<void> | null = null;
  const nowIso = () => new Date(deps.now()).toISOString();

  function save() {
    const user = deps.owner();
    if (user) deps.store.write(user, { own: own.value, shared: shared.value, outbox: outbox.value });
  }

  /** Shows what the device holds for the signed-in user (at once, before the server answers). */
  function restore() {
    const user = deps.owner();
    const stored = user ? deps.store.read(user) : { own: [], shared: [], outbox: {} };
    batch(() => {
      own.value = stored.own;
      shared.value = stored.shared;
      outbox.value = stored.outbox;
      origin.value = user ? 'device' : null;
    });
  }

  /** The server's list, with this device's unsent changes laid over it. */
  function reconcile(server: { own: ProgrammeDto[]; shared: SharedProgrammeDto[] }) {
    const pending = outbox.value;
    const local = new Map(own.value.map((programme) => [programme.id, programme]));
    const fromList = server.own
      .filter((programme) => pending[programme.id] !== 'delete')
      .map((dto) => {
        const mine = local.get(dto.id);
        const theirs = fromServer(dto);
        return mine && pending[dto.id] === 'put' ? { ...mergeProgrammes(theirs, mine), id: dto.id } : theirs;
      });
    const known = new Set(server.own.map((programme) => programme.id));
    const notYetSent = own.value.filter(
      (programme) => !known.has(programme.id) && pending[programme.id] === 'put',
    );
    batch(() => {
      own.value = [...notYetSent, ...fromList];
      shared.value = server.shared;
      origin.value = 'server';
    });
    save();
  }

  /** Sends the outbox, one programme at a time; a lost connection leaves the rest for later. */
  function flush(): Promise<void> {
    if (flushing) return flushing;
    flushing = (async () => {
      // Another round while a programme was edited during its own write.
      while (await sendRound());
    })().finally(() => {
      flushing = null;
      save();
    });
    return flushing;
  }

  /** Sends each queued programme once; true when one was edited meanwhile and must go again. */
  async function sendRound(): Promise<boolean> {
    let again = false;
    for (const [id, entry] of Object.entries(outbox.value)) {
      if (!deps.isOnline() || !deps.owner()) return false;
      const sent = own.value.find((programme) => programme.id === id);
      try {
        if (entry === 'delete') await deps.api.remove(id).catch(ignoreNotFound);
        else if (sent) {
          const stored = fromServer(await deps.api.put(id, edits.writeOf(sent)));
          const current = own.value.find((programme) => programme.id === id);
          // Edited while on its way: keep the edit (and its outbox entry), merged with the server's copy.
          if (current !== sent) {
            if (current) replace({ ...mergeProgrammes(stored, current), id });
            again = true;
            continue;
          }
          replace(stored);
        }
        settle(id);
      } catch (error) {
        if (isNetworkError(error)) return false;
        deps.log('Programme change refused', error);
        problem.value = problemOf(error);
        // Deleted on another device (decision 0046): the deletion wins, the copy here goes too.
        if (problem.value === 'deleted') own.value = own.value.filter((programme) => programme.id !== id);
        settle(id);
      }
    }
    return again;
  }

  function ignoreNotFound(error: unknown) {
    if (describeHttpError(error).status !== 404) throw error;
  }

  function replace(programme: Programme) {
    own.value = own.value.map((held) => (held.id === programme.id ? programme : held));
  }

  function settle(id: string) {
    const { [id]: _done, ...rest } = outbox.value;
    outbox.value = rest;
  }

  function queue(id: string, entry: OutboxEntry) {
    outbox.value = { ...outbox.value, [id]: entry };
    save();
    if (deps.isOnline()) void flush();
  }

  /** Applies an edit to one programme and queues it. */
  function edit(id: string, change: (programme: Programme, now: string) => Programme) {
    const held = own.value.find((programme) => programme.id === id);
    if (!held) return;
    const changed = change(held, nowIso());
    if (changed === held) return;
    replace(changed);
    queue(id, 'put');
  }

  async function load(): Promise<void> {
    restore();
    if (!deps.owner() || !deps.isOnline()) return;
    loading.value = true;
    try {
      await flush();
      reconcile(await deps.api.list());
    } catch (error) {
      deps.log('Programmes could not be loaded', error);
    } finally {
      loading.value = false;
    }
  }

  return {
    own,
    shared,
    loading,
    origin,
    problem,
    /** How many programmes have changes the server has not taken yet. */
    unsent,
    load,
    flush,
    /** Creates a programme (with the given works) and returns its id. */
    create(name: string, items: Omit<ProgrammeItem, 'id'>[] = []): string {
      const now = nowIso();
      let programme = edits.newProgramme(deps.newId(), name, now);
      for (const item of items) programme = edits.addItem(programme, item, deps.newId(), now);
      own.value = [programme, ...own.value];
      queue(programme.id, 'put');
      return programme.id;
    },
    setText: (id: string, field: edits.TextField, value: string) =>
      edit(id, (p, now) => edits.setText(p, field, value, now)),
    setDate: (id: string, date: string | null) => edit(id, (p, now) => edits.setDate(p, date, now)),
    share: (id: string, articleId: string | null) =>
      edit(id, (p, now) => edits.setSharedWith(p, articleId, now)),
    addItem: (id: string, item: Omit<ProgrammeItem, 'id'>) =>
      edit(id, (p, now) => edits.addItem(p, item, deps.newId(), now)),
    moveItem: (id: string, itemId: string, to: number) =>
      edit(id, (p, now) => edits.moveItem(p, itemId, to, now)),
    removeItem: (id: string, itemId: string) => edit(id, (p, now) => edits.removeItem(p, itemId, now)),
    remove(id: string) {
      own.value = own.value.filter((programme) => programme.id !== id);
      queue(id, 'delete');
    },
    /** The packs a programme can be shared with (none offline or when the call fails). */
    packs: () => deps.api.packs().catch(() => []),
    dismissProblem() {
      problem.value = null;
    },
    /** The user signed out: only their unsent changes stay on the device. */
    forget(userId: string | null) {
      if (userId) deps.store.keepOutboxOnly(userId);
      batch(() => {
        own.value = [];
        shared.value = [];
        outbox.value = {};
        origin.value = null;
      });
    },
  };
}

export type Programmes = ReturnType<typeof createProgrammes>;
