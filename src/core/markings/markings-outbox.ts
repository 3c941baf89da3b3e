import { signal } from '@preact/signals-core';
import { isNetworkError, statusOf } from '../api/client';
import { MAX_MARKINGS_PER_WRITE } from '../contract/markings-limits';
import { type Persistence, STORAGE_KEYS } from '../store/persistence';
import { mergeMarkings } from './merge';
import type { Marking, MarkingLayer } from './model';

/** Unsent markings: user id -> edition -> markings. */
type Pending = Record<string, Record<string, Marking[]>>;

/** A request body stays well under the server's 256 KB. */
const BATCH_BYTES = 192 * 1024;

/** Markings in batches the server takes: by count and by size. */
export function batches(markings: readonly Marking[]): Marking[][] {
  const result: Marking[][] = [];
  let batch: Marking[] = [];
  let bytes = 0;
  for (const marking of markings) {
    const size = JSON.stringify(marking).length;
    if (batch.length > 0 && (batch.length >= MAX_MARKINGS_PER_WRITE || bytes + size > BATCH_BYTES)) {
      result.push(batch);
      [batch, bytes] = [[], 0];
    }
    batch.push(marking);
    bytes += size;
  }
  if (batch.length > 0) result.push(batch);
  return result;
}

/**
 * The outbox of markings, like the settings' (store/settings-sync.ts): every change is stored on
 * the device before it is sent, per user and edition, so a stroke drawn offline or before a reload
 * is sent when the browser is online again; a user's markings are only ever sent while that user
 * is signed in. A write the server refuses (the size limit) stays in the outbox and is said once.
 */
export function createMarkingsOutbox(deps: {
  persistence: Persistence;
  send(articleId: string, markings: Marking[]): Promise<MarkingLayer>;
  canSend(): boolean;
  owner(): string | null;
  log(message: string, detail?: unknown): void;
}) {
  /** The error code of the last refused write (e.g. `markings-too-large`), null when all went. */
  const refused = signal<string | null>(null);
  let sending: Promise<unknown> = Promise.resolve();

  const all = () => deps.persistence.read<Pending>(STORAGE_KEYS.markingsOutbox, {});
  function save(pending: Pending) {
    if (Object.keys(pending).length > 0) deps.persistence.write(STORAGE_KEYS.markingsOutbox, pending);
    else deps.persistence.remove(STORAGE_KEYS.markingsOutbox);
  }
  function update(owner: string, articleId: string, change: (markings: Marking[]) => Marking[]) {
    const pending = all();
    const editions = pending[owner] ?? {};
    const next = change(editions[articleId] ?? []);
    if (next.length > 0) editions[articleId] = next;
    else delete editions[articleId];
    if (Object.keys(editions).length > 0) pending[owner] = editions;
    else delete pending[owner];
    save(pending);
  }

  /** Sends one edition's unsent markings; the server's merged layer, or null when nothing went. */
  async function sendEdition(owner: string, articleId: string): Promise<MarkingLayer | null> {
    let layer: MarkingLayer | null = null;
    for (const batch of batches(all()[owner]?.[articleId] ?? [])) {
      if (!deps.canSend() || deps.owner() !== owner) break;
      try {
        layer = await deps.send(articleId, batch);
      } catch (error) {
        if (!isNetworkError(error)) {
          refused.value = statusOf(error) === 413 ? 'markings-too-large' : 'refused';
          deps.log('Markings not accepted', error);
        }
        break;
      }
      refused.value = null;
      // Sent: gone from the outbox, unless changed again meanwhile (then the newer one waits).
      update(owner, articleId, (markings) =>
        markings.filter((marking) => !batch.some((sent) => sameVersion(sent, marking))),
      );
    }
    return layer;
  }

  function flush(articleId?: string): Promise<MarkingLayer | null> {
    const run = sending.then(async () => {
      const owner = deps.owner();
      if (!owner || !deps.canSend()) return null;
      const editions = articleId ? [articleId] : Object.keys(all()[owner] ?? {});
      let layer: MarkingLayer | null = null;
      for (const edition of editions) {
        const sent = await sendEdition(owner, edition);
        if (edition === articleId) layer = sent;
      }
      return layer;
    });
    sending = run.catch(() => undefined);
    return run;
  }

  return {
    refused,
    /** The signed-in user's unsent markings of an edition. */
    pendingFor(articleId: string): Marking[] {
      const owner = deps.owner();
      return owner ? (all()[owner]?.[articleId] ?? []) : [];
    },
    /** Stores changes for the signed-in user and sends them; the server's merged layer when they went. */
    queue(articleId: string, markings: Marking[]): Promise<MarkingLayer | null> {
      const owner = deps.owner();
      if (!owner) return Promise.resolve(null);
      update(owner, articleId, (pending) => mergeMarkings(pending, markings));
      return flush(articleId);
    },
    flush,
  };
}

const sameVersion = (a: Marking, b: Marking) =>
  a.id === b.id && a.updatedAt === b.updatedAt && Boolean(a.deleted) === Boolean(b.deleted);

export type MarkingsOutbox = ReturnType<typeof createMarkingsOutbox>;
