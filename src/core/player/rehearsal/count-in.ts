/**
 * The count-in: one bar of clicks at the recording's tempo, then the recording starts at the bar
 * the player is at. The clicks are the metronome's sound on the audio clock; this module works out
 * the bar's metre and beat, and starts the recording on the next downbeat.
 */
import type { ClickOutput, Ticker } from '../../practice/metronome';
import type { SyncBar } from '../../score/manifest';

/** Beats of a bar whose sync map does not give its metre (editions built before it did). */
export const FALLBACK_BEATS = 4;
/** A bar whose beat is within this share of the part's usual beat is at the recording's tempo. */
const SAME_TEMPO = 0.05;
/**
 * The recording is asked to play this long before the next downbeat: the `<audio>` element starts
 * sounding about that much after `play()`, where a scheduled click sounds on time.
 */
export const START_LEAD_S = 0.03;
/** The first click comes this long after the start (room to schedule it on time). */
const FIRST_CLICK_S = 0.05;
/** How often the count-in looks whether the downbeat has come. */
const WAKE_UP_MS = 10;

/** Beats of a bar: its time signature's upper number ("6/8": six, "3+2/4": five), else four. */
export function beatsOf(bar: SyncBar): number {
  const count = (bar.meter?.split('/')[0] ?? '').split('+').reduce((sum, part) => sum + Number(part), 0);
  return Number.isInteger(count) && count > 0 ? count : FALLBACK_BEATS;
}

const beatMsOf = (bar: SyncBar) => (bar.endMs - bar.startMs) / beatsOf(bar);

/**
 * The part's usual beat in ms: the beat most bars share (within 2 %). A pickup is shorter than a
 * whole bar and a fermata holds its bar longer, so neither tells the tempo; most bars do.
 */
export function usualBeatMs(bars: readonly SyncBar[]): number {
  const beats = bars.map(beatMsOf).filter((ms) => ms > 0);
  let best: number[] = [];
  for (const beat of beats) {
    const alike = beats.filter((other) => Math.abs(other - beat) <= beat * 0.02);
    if (alike.length > best.length) best = alike;
  }
  const sorted = best.sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The recording's beat at a bar, in ms: the bar's length over its beats, unless that bar is a
 * pickup or held by a fermata (its beat strays from the part's usual one); then the usual beat.
 */
export function recordedBeatMs(bars: readonly SyncBar[], index: number): number {
  const bar = bars[index];
  const usual = usualBeatMs(bars);
  if (!bar) return usual;
  const own = beatMsOf(bar);
  return usual > 0 && Math.abs(own - usual) > usual * SAME_TEMPO ? usual : own;
}

export interface CountInPlan {
  /** The bar occurrence the recording starts at, and where. */
  barIndex: number;
  startMs: number;
  beats: number;
  /** Beats per minute at the player's tempo. */
  bpm: number;
}

/** The count-in before a bar at the player's tempo (percent: 80 plays the recording at 0.8×). */
export function planCountIn(
  bars: readonly SyncBar[],
  index: number,
  tempoPercent: number,
): CountInPlan | null {
  const bar = bars[index];
  const beatMs = recordedBeatMs(bars, index);
  if (!bar || !(beatMs > 0)) return null;
  return {
    barIndex: index,
    startMs: bar.startMs,
    beats: beatsOf(bar),
    bpm: (60_000 / beatMs) * (tempoPercent / 100),
  };
}

/** When the clicks sound and the recording starts, in seconds after the first click, at a tempo. */
export function countInTimes(beats: number, bpm: number): { clicks: number[]; startS: number } {
  const beatS = 60 / bpm;
  return { clicks: Array.from({ length: beats }, (_, beat) => beat * beatS), startS: beats * beatS };
}

/** The audio clock and the metronome's click sound on it (`createClickOutput`). */
export interface CountInClock {
  /** Seconds on the audio clock (`AudioContext.currentTime`). */
  now(): number;
  output: ClickOutput;
}

/**
 * Clicks one bar on the audio clock (all its clicks are known, so they are scheduled at once) and
 * calls `onDownbeat` when the next bar's downbeat is due: the recording starts there. `onBeat` hears
 * of each click as it sounds (1 the first), for a view that counts along. Returns the function that
 * cancels it (the clicks not yet heard are withdrawn).
 */
export function runCountIn(
  plan: CountInPlan,
  clock: CountInClock,
  ticker: Ticker,
  onDownbeat: () => void,
  onBeat: (beat: number) => void = () => undefined,
): () => void {
  const first = clock.now() + FIRST_CLICK_S;
  const times = countInTimes(plan.beats, plan.bpm);
  times.clicks.forEach((at, beat) => {
    clock.output.click(first + at, beat === 0);
  });
  const downbeat = first + times.startS;
  let stopTicker: (() => void) | null = null;
  const cancel = () => {
    stopTicker?.();
    clock.output.cancelAfter(clock.now());
  };
  let heard = 0;
  stopTicker = ticker(() => {
    const now = clock.now();
    const sounded = times.clicks.filter((at) => first + at <= now).length;
    if (sounded !== heard) {
      heard = sounded;
      onBeat(heard);
    }
    if (now < downbeat - START_LEAD_S) return;
    stopTicker?.();
    onDownbeat();
  }, WAKE_UP_MS);
  return cancel;
}
