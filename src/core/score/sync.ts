/**
 * Sync-map maths of the player and the musical examples: which bar and which notes sound at a
 * time, when pages turn with the reader's lookahead, where a click or a key moves the playhead, and
 * the A-B loop. Pure functions over the sync map (bars in performance order, so repeats and pages
 * that go back work).
 */
import type { Voice } from '../contract/api';
import type { SyncBar, SyncMap, SyncNote } from './manifest';

/** Index of the last item whose `startMs` is at or before `timeMs` (items sorted by start), or -1. */
function lastStartedIndex(items: readonly { startMs: number }[], timeMs: number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (items[mid]!.startMs <= timeMs) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

/**
 * The bar occurrence sounding at `timeMs`: bars are laid end to end, so it is the last one that has
 * started. Before the first bar it is the first, after the last (the reverb tail) the last.
 * -1 only for an empty map.
 */
export function barIndexAt(bars: readonly SyncBar[], timeMs: number): number {
  if (bars.length === 0) return -1;
  return Math.max(0, lastStartedIndex(bars, timeMs));
}

/** The bar occurrence sounding at `timeMs`, or null before the first bar and after the last one ends. */
export function soundingBar<B extends SyncBar>(bars: readonly B[], timeMs: number): B | null {
  const bar = bars[lastStartedIndex(bars, timeMs)];
  return bar && timeMs < bar.endMs ? bar : null;
}

/** Start of a bar occurrence (index clamped into the map), 0 for an empty map. */
export function timeOfBar(bars: readonly SyncBar[], index: number): number {
  if (bars.length === 0) return 0;
  return bars[Math.min(Math.max(0, index), bars.length - 1)]!.startMs;
}

/** How far back from the last started note a still-sounding note is looked for (chords, held notes). */
const NOTE_LOOKBACK = 16;

/** Ids of a voice's notes that sound at `timeMs` (start <= t < end). */
export function soundingNotes(notes: readonly SyncNote[], timeMs: number): string[] {
  const last = lastStartedIndex(notes, timeMs);
  const ids: string[] = [];
  for (let i = last; i >= 0 && last - i < NOTE_LOOKBACK; i--) {
    const note = notes[i]!;
    if (note.endMs > timeMs) ids.push(note.id);
  }
  return ids.reverse();
}

export interface Highlight {
  barIndex: number;
  measureId: string;
  /** The page that shows the sounding bar. */
  page: number;
  /** The chosen voice's sounding notes (empty for the full mix). */
  noteIds: string[];
}

/** What the highlighter marks at `timeMs`: the sounding bar and the chosen voice's sounding notes. */
export function highlightAt(
  sync: Pick<SyncMap, 'bars' | 'voices'>,
  voice: Voice | '',
  timeMs: number,
): Highlight | null {
  const barIndex = barIndexAt(sync.bars, timeMs);
  if (barIndex < 0) return null;
  const bar = sync.bars[barIndex]!;
  const notes = voice ? sync.voices[voice] : undefined;
  return {
    barIndex,
    measureId: bar.measureId,
    page: bar.page,
    noteIds: notes ? soundingNotes(notes, timeMs) : [],
  };
}

/** Two highlights mark the same things (so the score need not be touched). */
export function sameHighlight(a: Highlight | null, b: Highlight | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.barIndex !== b.barIndex || a.noteIds.length !== b.noteIds.length) return false;
  return a.noteIds.every((id, i) => id === b.noteIds[i]);
}

/**
 * The page to show at `timeMs`: the page of the bar that sounds `lookaheadMs` later. So the page
 * turns `lookaheadMs` before the first bar of the next page, and with repeats it turns back just as
 * early. Undefined for an empty map.
 */
export function pageAt(bars: readonly SyncBar[], timeMs: number, lookaheadMs: number): number | undefined {
  const index = barIndexAt(bars, timeMs + Math.max(0, lookaheadMs));
  return index < 0 ? undefined : bars[index]!.page;
}

export interface PageTurn {
  /** When the page turns (never before 0). */
  atMs: number;
  /** The first bar occurrence on the new page. */
  barIndex: number;
  fromPage: number;
  toPage: number;
}

/** Every page turn of a part in performance order (forwards and, with repeats, backwards). */
export function pageTurns(bars: readonly SyncBar[], lookaheadMs: number): PageTurn[] {
  const turns: PageTurn[] = [];
  for (let i = 1; i < bars.length; i++) {
    const previous = bars[i - 1]!;
    const bar = bars[i]!;
    if (bar.page !== previous.page)
      turns.push({
        atMs: Math.max(0, bar.startMs - Math.max(0, lookaheadMs)),
        barIndex: i,
        fromPage: previous.page,
        toPage: bar.page,
      });
  }
  return turns;
}

/** The first bar occurrence (performance order) on a page, or -1 when the part does not show it. */
export function firstBarOnPage(bars: readonly SyncBar[], page: number): number {
  return bars.findIndex((bar) => bar.page === page);
}

/** The first occurrence (performance order) of the bar numbered `label` ("0": the upbeat), or -1. */
export function firstOccurrenceOfBar(bars: readonly SyncBar[], label: string): number {
  return bars.findIndex((bar) => bar.n === label);
}

/**
 * The occurrence of a printed bar a click means: with repeats a bar is played more than once, and
 * the one nearest to where the player is now (in performance order) is meant. -1 if none.
 */
export function occurrenceOf(bars: readonly SyncBar[], measureId: string, currentIndex: number): number {
  let best = -1;
  for (const bar of bars) {
    if (bar.measureId !== measureId) continue;
    if (best < 0 || Math.abs(bar.index - currentIndex) < Math.abs(best - currentIndex)) best = bar.index;
  }
  return best;
}

/** Within this much of a bar's start, "previous bar" goes to the bar before (as media players do). */
export const PREVIOUS_BAR_GRACE_MS = 600;

/** Where the arrow keys move the playhead: the start of the next bar, or of this or the previous one. */
export function stepBar(bars: readonly SyncBar[], timeMs: number, direction: 1 | -1): number {
  const index = barIndexAt(bars, timeMs);
  if (index < 0) return 0;
  if (direction > 0) return timeOfBar(bars, index + 1);
  const start = bars[index]!.startMs;
  return timeMs - start > PREVIOUS_BAR_GRACE_MS ? start : timeOfBar(bars, index - 1);
}

export interface BarLoop {
  fromIndex: number;
  toIndex: number;
  startMs: number;
  endMs: number;
}

/** An A-B loop from the start of one bar occurrence to the end of another (in either order). */
export function makeLoop(bars: readonly SyncBar[], a: number, b: number): BarLoop | null {
  if (bars.length === 0) return null;
  const clamp = (i: number) => Math.min(Math.max(0, i), bars.length - 1);
  const fromIndex = clamp(Math.min(a, b));
  const toIndex = clamp(Math.max(a, b));
  return { fromIndex, toIndex, startMs: bars[fromIndex]!.startMs, endMs: bars[toIndex]!.endMs };
}

/**
 * Where to jump when the playhead moved from `previousMs` to `timeMs`: back to the loop start when
 * it crossed the loop end while playing through; null otherwise (a seek past the end is left alone).
 */
export function loopJump(loop: BarLoop | null, previousMs: number, timeMs: number): number | null {
  if (!loop) return null;
  return previousMs < loop.endMs && timeMs >= loop.endMs && previousMs >= loop.startMs - 50
    ? loop.startMs
    : null;
}

export const TEMPO_MIN = 50;
export const TEMPO_MAX = 150;
export const TEMPO_STEP = 5;

/** Tempo in percent, kept within 50-150 % (whole steps of 5). */
export function clampTempo(percent: number): number {
  if (!Number.isFinite(percent)) return 100;
  const stepped = Math.round(percent / TEMPO_STEP) * TEMPO_STEP;
  return Math.min(TEMPO_MAX, Math.max(TEMPO_MIN, stepped));
}
