/**
 * The parts of the open edition as the player loads them, on the printed pages or a screen layout
 * (part-loader.ts), kept for a while: a rotation back, or a layout fetched ahead for the other
 * orientation (`prefetch`), shows at once. A part's sync map is read once for every layout. A
 * screen layout that cannot be had (offline, an error) keeps the part on the screen layout it
 * shows (offline: saying it adapts once online), else puts it on its printed pages, with the
 * reason. Also the layout the view wishes for (`wish`).
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';
import { describeHttpError } from '../api/http-problem';
import type { EditionManifest, SyncMap } from '../score/manifest';
import { firstBarOnPage, firstOccurrenceOfBar } from '../score/sync';
import type { EditionSource } from './edition-source';
import type { ShownLayout } from './part-loader';
import {
  type LayoutWish,
  type LoadedPart,
  loadPart,
  loadScreenPart,
  PRINTED,
  type PreparePage,
  readPartSync,
} from './part-loader';
import { layoutKey } from './screen-layouts';

/**
 * Why the screen layout wished for is not shown: the text key the player shows. `adapts`: offline,
 * the screen layout shown (or one the device keeps) stands in for the size wished for.
 */
export type LayoutProblem =
  | 'player.layout.failed'
  | 'player.layout.busy'
  | 'player.layout.offline'
  | 'player.layout.adapts';

/** A part loaded for the player, and what kept it from the screen layout wished for, if anything. */
export interface PartOnLayout {
  part: LoadedPart;
  problem: LayoutProblem | null;
}

/** Parts kept loaded: the open part in both orientations and a printed fallback, and the part before. */
const KEPT = 6;

export const wishKey = (index: number, wish: LayoutWish) =>
  wish.kind === 'printed' ? `${index}:printed` : layoutKey(index, wish.size);

function problemOf(error: unknown): LayoutProblem {
  const http = describeHttpError(error);
  if (http.network) return 'player.layout.offline';
  return http.status === 429 || http.status === 503 ? 'player.layout.busy' : 'player.layout.failed';
}

/** Runs `run` each time the browser is back online (its `online` event); returns the stop. */
export function browserOnline(run: () => void): () => void {
  globalThis.addEventListener?.('online', run);
  return () => globalThis.removeEventListener?.('online', run);
}

/**
 * Lays out again (`retry`) when the browser is back online while the layout shown is not the one
 * wished for for want of the network; returns the stop.
 */
export function relayoutWhenOnline(
  problem: ReadonlySignal<LayoutProblem | null>,
  retry: () => unknown,
  whenOnline: (run: () => void) => () => void = browserOnline,
): () => void {
  return whenOnline(() => {
    const now = problem.peek();
    if (now === 'player.layout.offline' || now === 'player.layout.adapts') retry();
  });
}

export function createPartLayouts(deps: {
  source: EditionSource;
  manifest: EditionManifest;
  preparePage: PreparePage;
  log(message: string, detail?: unknown): void;
}) {
  const { source, manifest, preparePage } = deps;
  const syncs = new Map<number, Promise<SyncMap>>();
  const kept = new Map<string, Promise<LoadedPart>>();
  /** Loads asked for and not yet in. */
  let loads = 0;
  /** A layout to fetch ahead once the one wished for is in (the network first serves what is shown). */
  let ahead: LayoutWish | null = null;
  /** The last screen layout loaded, kept when another size cannot be had (the box resized offline). */
  let lastScreen: { index: number; part: LoadedPart } | null = null;
  /**
   * The layout wished for by the view (the printed pages, or a screen layout of its box's size):
   * nothing loads before the view has said, so no page of the other layout is fetched for nothing.
   */
  const wish = signal<LayoutWish | null>(null);

  function syncOf(index: number): Promise<SyncMap> {
    let sync = syncs.get(index);
    if (!sync) {
      sync = readPartSync(source, manifest, index);
      syncs.set(index, sync);
      sync.catch(() => syncs.delete(index));
    }
    return sync;
  }

  function loaded(index: number, wish: LayoutWish): Promise<LoadedPart> {
    const key = wishKey(index, wish);
    const known = kept.get(key);
    kept.delete(key);
    const part =
      known ??
      (wish.kind === 'printed'
        ? loadPart(source, manifest, index, preparePage, syncOf(index))
        : loadScreenPart(source, manifest, index, wish.size, preparePage, syncOf(index)));
    // A failed layout, or one standing in offline for its size, is asked for again next time.
    if (!known)
      part.then(
        (each) => each.standIn && kept.get(key) === part && kept.delete(key),
        () => kept.delete(key),
      );
    kept.set(key, part);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return part;
  }

  return {
    wish: wish as ReadonlySignal<LayoutWish | null>,
    /** The layout the view wishes for: the printed pages or a screen layout of its box. */
    setWish(next: LayoutWish) {
      const now = wish.peek();
      if (!now || wishKey(0, next) !== wishKey(0, now)) wish.value = next;
    },
    /** A part on the layout wished for; on its printed pages when the screen layout cannot be had. */
    async load(index: number, wish: LayoutWish): Promise<PartOnLayout> {
      const screen = wish.kind === 'screen' && source.layout !== undefined;
      loads++;
      try {
        const part = await loaded(index, screen ? wish : PRINTED);
        if (ahead) prefetch(index, ahead);
        if (!part.standIn) {
          if (screen) lastScreen = { index, part };
          return { part, problem: null };
        }
        // Offline, a kept layout of another size: the one shown stays rather than change for it.
        if (lastScreen?.index !== index) lastScreen = { index, part };
        return { part: lastScreen.part, problem: 'player.layout.adapts' };
      } catch (error) {
        if (!screen) throw error;
        deps.log('Screen layout could not be loaded', error);
        const problem = problemOf(error);
        // Another size of the layout shown: it stays; offline the notice says it adapts once online.
        if (lastScreen?.index === index)
          return {
            part: lastScreen.part,
            problem: problem === 'player.layout.offline' ? 'player.layout.adapts' : null,
          };
        return { part: await loaded(index, PRINTED), problem };
      } finally {
        loads--;
      }
    },
    /**
     * Loads a part's layout ahead (the other orientation), so that turning the device shows it at
     * once: now when nothing loads (`index`: the part shown), else once the load under way is in.
     */
    prefetch(index: number | null, wish: LayoutWish) {
      ahead = wish;
      if (index !== null && loads === 0) prefetch(index, wish);
    },
  };

  function prefetch(index: number, wish: LayoutWish) {
    if (wish.kind === 'screen' && !source.layout) return;
    loaded(index, wish).catch(() => undefined);
  }
}

export type PartLayouts = ReturnType<typeof createPartLayouts>;

/**
 * The bar occurrence a newly loaded part starts at: a linked bar's first playing, else the first bar
 * on the page asked for, a page of the layout `kind` (where the work was left is a printed page:
 * the printed bars find it on a screen layout too), else -1 (its start).
 */
export function startingBar(
  part: LoadedPart,
  at: { page: number; kind: ShownLayout['kind'] },
  startBar: string | null,
): number {
  if (startBar !== null) return firstOccurrenceOfBar(part.sync.bars, startBar);
  if (at.page <= 0) return -1;
  if (at.kind === part.layout.kind) return firstBarOnPage(part.sync.bars, at.page);
  return at.kind === 'printed' ? firstBarOnPage(part.printed.bars, at.page) : -1;
}
