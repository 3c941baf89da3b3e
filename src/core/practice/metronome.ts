import { batch, computed, signal } from '@preact/signals-core';
import { countsOf, type Metre, type Stress, simpleMetre, stressAt } from './metres';
import { type BeatPosition, REST_ON_ONE } from './position';

export const TEMPO_MIN = 30;
export const TEMPO_MAX = 240;
/** The tempos of the practice videos (requirements R1.18). */
export const TEMPO_PRESETS = [60, 70, 90] as const;
export const DEFAULT_TEMPO = 70;
/** The tempos of the metre videos, in eighths per minute: an eighth metre's presets. */
export const EIGHTH_TEMPO_PRESETS = [180, 210, 240] as const;
export const DEFAULT_EIGHTH_TEMPO = 210;
export const DEFAULT_BEATS = 4;

/** How often the scheduler wakes up, and how far ahead of the audio clock it schedules clicks. */
export const WAKE_UP_MS = 25;
export const SCHEDULE_AHEAD_S = 0.1;
/** While the page is hidden, timers are throttled (to 1 s or more): schedule further ahead. */
export const HIDDEN_SCHEDULE_AHEAD_S = 2.5;
/** The first click comes this long after start (room to schedule it on time). */
export const START_DELAY_S = 0.05;

/**
 * The tempo after a change of metre: kept within quarters or within eighths; across them the
 * other unit's usual tempo (70 quarters are no 70 eighths).
 */
export function tempoForMetre(bpm: number, from: Metre, to: Metre): number {
  if (from.eighths === to.eighths) return bpm;
  return to.eighths ? DEFAULT_EIGHTH_TEMPO : DEFAULT_TEMPO;
}

/** A whole tempo within 30…240 bpm (NaN becomes the default). */
export function clampTempo(bpm: number): number {
  if (!Number.isFinite(bpm)) return DEFAULT_TEMPO;
  return Math.min(TEMPO_MAX, Math.max(TEMPO_MIN, Math.round(bpm)));
}

/** Where clicks go: sounds scheduled at a time of the audio clock, and withdrawn after a time. */
export interface ClickOutput {
  /** `accent`: the bar's downbeat; `beatStart`: the start of a beat in an eighth metre (a lesser accent). */
  click(time: number, accent: boolean, beatStart?: boolean): void;
  /** Silences every click scheduled after `time` (stop, reset). */
  cancelAfter(time: number): void;
}

/** A repeating wake-up; returns its cancel function. Only wakes the scheduler: never times a click. */
export type Ticker = (callback: () => void, everyMs: number) => () => void;

export interface ScheduledClick {
  time: number;
  /** 0-based click in the bar; 0 is the accented downbeat. */
  beat: number;
  accent: boolean;
  stress: Stress;
}

export interface MetronomeDeps {
  /** The audio clock in seconds (`AudioContext.currentTime`). */
  now: () => number;
  output: ClickOutput;
  ticker: Ticker;
  /** Called with each click as it is scheduled (ahead of time). */
  onSchedule?: (click: ScheduledClick) => void;
}

const HISTORY = 32;

/**
 * A look-ahead metronome: a ticker wakes it every ~25 ms and it schedules every click whose time
 * falls within the next ~100 ms on the audio clock, so a click's time never depends on when a
 * timer fires. A tempo or metre change applies from the first click not yet scheduled, measured
 * from the last one (no gap, no jump). A late wake-up (a stalled page) plays a missed click as soon
 * as possible instead of in a burst. The metre (metres.ts) says how many clicks a bar has and
 * which are stressed: the downbeat always, and in an eighth metre the start of each beat.
 */
export function createMetronome(
  deps: MetronomeDeps,
  initial: { bpm?: number; beats?: number; metre?: Metre } = {},
) {
  const bpm = signal(clampTempo(initial.bpm ?? DEFAULT_TEMPO));
  const metre = signal(initial.metre ?? simpleMetre(initial.beats ?? DEFAULT_BEATS));
  /** Clicks per bar. */
  const beats = computed(() => countsOf(metre.value));
  const running = signal(false);
  /** Clicks scheduled so far (the most recent ones), in time order. */
  let history: ScheduledClick[] = [];
  let nextBeat = 0;
  /** Time of the first click after a (re)start; later clicks follow the last scheduled one. */
  let anchor: number | null = null;
  let cancelTicker: (() => void) | null = null;
  let aheadS = SCHEDULE_AHEAD_S;
  let lateClicks = 0;

  function nextTime(): number {
    const last = history[history.length - 1];
    if (anchor !== null || !last) return anchor ?? deps.now() + START_DELAY_S;
    return last.time + 60 / bpm.peek();
  }

  /** Schedules every click that falls within the look-ahead window. */
  function tick() {
    if (!running.peek()) return;
    const now = deps.now();
    for (let time = nextTime(); time < now + aheadS; time = nextTime()) {
      if (time < now) {
        // Woken too late to play it on time: play it now and carry on from there.
        lateClicks++;
        time = now;
      }
      if (nextBeat >= beats.peek()) nextBeat = 0;
      const stress = stressAt(metre.peek(), nextBeat);
      const click: ScheduledClick = { time, beat: nextBeat, accent: stress === 'bar', stress };
      deps.output.click(time, click.accent, stress === 'beat');
      history.push(click);
      if (history.length > HISTORY) history = history.slice(-HISTORY);
      anchor = null;
      nextBeat = (nextBeat + 1) % beats.peek();
      deps.onSchedule?.(click);
    }
  }

  function start() {
    if (running.peek()) return;
    history = [];
    nextBeat = 0;
    anchor = deps.now() + START_DELAY_S;
    running.value = true;
    tick();
    cancelTicker = deps.ticker(tick, WAKE_UP_MS);
  }

  function stop() {
    if (!running.peek()) return;
    running.value = false;
    cancelTicker?.();
    cancelTicker = null;
    deps.output.cancelAfter(deps.now());
    history = [];
    anchor = null;
  }

  return {
    bpm,
    /** Clicks per bar (the metre's). */
    beats,
    metre,
    running,
    start,
    stop,
    toggle() {
      if (running.peek()) stop();
      else start();
    },
    /** Runs one scheduling pass now (the ticker calls it; tests and benches may too). */
    tick,
    setTempo(value: number) {
      bpm.value = clampTempo(value);
    },
    /** A simple metre of `value` beats (1-7). */
    setBeats(value: number) {
      metre.value = simpleMetre(value);
    },
    setMetre(value: Metre) {
      metre.value = value;
    },
    set(values: { bpm?: number; beats?: number; metre?: Metre }) {
      batch(() => {
        if (values.bpm !== undefined) bpm.value = clampTempo(values.bpm);
        if (values.beats !== undefined) metre.value = simpleMetre(values.beats);
        if (values.metre !== undefined) metre.value = values.metre;
      });
    },
    /**
     * Back to beat 1: withdraws the clicks scheduled ahead and starts a new bar on the next beat
     * (one beat after the last click heard, so the pulse goes on).
     */
    restartBar() {
      nextBeat = 0;
      if (!running.peek()) return;
      const now = deps.now();
      deps.output.cancelAfter(now);
      history = history.filter((click) => click.time <= now);
      const last = history[history.length - 1];
      anchor = last ? Math.max(now + START_DELAY_S, last.time + 60 / bpm.peek()) : now + START_DELAY_S;
      tick();
    },
    /** A longer window while the page is hidden (throttled timers), the normal one otherwise. */
    setBackground(hidden: boolean) {
      aheadS = hidden ? HIDDEN_SCHEDULE_AHEAD_S : SCHEDULE_AHEAD_S;
      tick();
    },
    /** Clicks that had to be played late because the scheduler woke up too late. */
    lateClickCount(): number {
      return lateClicks;
    },
    /** The most recent scheduled clicks (at most 32), oldest first. */
    scheduled(): readonly ScheduledClick[] {
      return history;
    },
    /** Which beat sounds at audio time `time` and how far it is to the next (for visuals). */
    positionAt(time: number): BeatPosition {
      if (!running.peek()) return REST_ON_ONE;
      let index = -1;
      for (let i = history.length - 1; i >= 0; i--) {
        if (history[i]!.time <= time) {
          index = i;
          break;
        }
      }
      if (index < 0) return REST_ON_ONE;
      const click = history[index]!;
      const following = history[index + 1]?.time ?? click.time + 60 / bpm.peek();
      const phase = Math.min(0.999, (time - click.time) / Math.max(1e-6, following - click.time));
      return { kind: 'beat', beat: click.beat, phase };
    },
    dispose() {
      stop();
    },
  };
}

export type Metronome = ReturnType<typeof createMetronome>;
