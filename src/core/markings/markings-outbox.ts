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
 * is signed in. A write the server refuses stays in the outbox and is said: one too large holds
 * the rest back, one invalid is set aside for this page's life so the valid ones behind it go.
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

  /**
   * Markings the server refused as invalid (400) in this page's life: kept on the device, but not
   * sent again with every change, where they would hold back the valid ones behind them.
   */
  const invalid = new Set<string>();
  const versionOf = (marking: Marking) => `${marking.id}@${marking.updatedAt}`;

  /** Sends a batch; a batch refused as invalid is sent again one marking at a time. */
  async function sendBatch(
    articleId: string,
    batch: Marking[],
  ): Promise<{ layer: MarkingLayer | null; sent: Marking[] }> {
    try {
      return { layer: await deps.send(articleId, batch), sent: batch };
    } catch (error) {
      if (isNetworkError(error) || statusOf(error) !== 400) throw error;
      deps.log('Markings not accepted', error);
      refused.value = 'refused';
      if (batch.length === 1) {
        invalid.add(versionOf(batch[0]!));
        return { layer: null, sent: [] };
      }
      let layer: MarkingLayer | null = null;
      const sent: Marking[] = [];
      for (const marking of batch) {
        const one = await sendBatch(articleId, [marking]);
        layer = one.layer ?? layer;
        sent.push(...one.sent);
      }
      return { layer, sent };
    }
  }

  /** Sends one edition's unsent markings; the server's merged layer, or null when nothing went. */
  async function sendEdition(owner: string, articleId: string): Promise<MarkingLayer | null> {
    let layer: MarkingLayer | null = null;
    const waiting = (all()[owner]?.[articleId] ?? []).filter((marking) => !invalid.has(versionOf(marking)));
    for (const batch of batches(waiting)) {
      if (!deps.canSend() || deps.owner() !== owner) break;
      try {
        const result = await sendBatch(articleId, batch);
        layer = result.layer ?? layer;
        // Sent: gone from the outbox, unless changed again meanwhile (then the newer one waits).
        update(owner, articleId, (markings) =>
          markings.filter((marking) => !result.sent.some((sent) => sameVersion(sent, marking))),
        );
        if (result.sent.length === batch.length) refused.value = null;
      } catch (error) {
        // Offline: all waits. Too large: the layer takes nothing more until strokes are erased.
        if (!isNetworkError(error)) {
          refused.value = statusOf(error) === 413 ? 'markings-too-large' : 'refused';
          deps.log('Markings not accepted', error);
        }
        break;
      }
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
