import { type ReadonlySignal, signal } from '@preact/signals-core';
import { audioContextClass, createClickOutput, intervalTicker } from './click-sound';
import type { Metre } from './metres';
import { type ClickOutput, createMetronome, type Metronome } from './metronome';

/**
 * The clock of a browser metronome: the audio context's clock while the context runs, the page's
 * clock otherwise (no Web Audio, or a context the browser keeps suspended), joined without a jump.
 * Clicks scheduled while the audio is not running stay silent, but are handed to the audio as soon
 * as it runs, so the beat (and everything drawn from it) goes on either way.
 */
export function createHybridClock(audio: () => { context: BaseAudioContext; output: ClickOutput } | null) {
  const page = () => performance.now() / 1000;
  /** scheduler time = audio time + offset, while the audio runs */
  let offset = 0;
  /** scheduler time = page time - pageBase, otherwise */
  let pageBase = 0;
  let onAudio = false;
  let last = 0;
  let silent: { time: number; accent: boolean; beatStart: boolean }[] = [];
  /** The audio clock's last reading and the page time it was first seen at. */
  let seen = { audio: Number.NaN, page: 0 };
  /**
   * True while a context that says it runs keeps its clock still (WebKitGTK: resumed from script,
   * `running`, `currentTime` at 0): then the beat goes on the page clock, silently.
   */
  const stalled = signal(false);

  /** Whether the context's clock has moved within the last STALL_SECONDS of page time. */
  function moving(context: BaseAudioContext): boolean {
    if (context.currentTime !== seen.audio) seen = { audio: context.currentTime, page: page() };
    const still = page() - seen.page > STALL_SECONDS;
    if (stalled.peek() !== still) stalled.value = still;
    return !still;
  }

  function now(): number {
    const current = audio();
    const running = current?.context.state === 'running' && moving(current.context);
    if (running && !onAudio) {
      offset = page() - pageBase - current.context.currentTime;
      onAudio = true;
      const due = silent.filter((click) => click.time > page() - pageBase);
      silent = [];
      for (const click of due) current.output.click(click.time - offset, click.accent, click.beatStart);
    } else if (!running && onAudio) {
      pageBase = page() - last;
      onAudio = false;
    }
    last = onAudio && current ? current.context.currentTime + offset : page() - pageBase;
    return last;
  }

  return {
    now,
    /** A click output in scheduler time. */
    output: {
      click(time: number, accent: boolean, beatStart = false) {
        const current = audio();
        if (onAudio && current) current.output.click(time - offset, accent, beatStart);
        else silent = [...silent.filter((click) => click.time > last), { time, accent, beatStart }];
      },
      cancelAfter(time: number) {
        silent = silent.filter((click) => click.time <= time);
        if (onAudio) audio()?.output.cancelAfter(time - offset);
      },
    } satisfies ClickOutput,
    /** Audio time (e.g. what is heard now) to scheduler time. */
    fromAudio(time: number): number {
      return onAudio ? time + offset : now();
    },
    /** Whether the clock is on the audio's: while not, clicks are silent. */
    onAudio: () => onAudio,
    stalled: stalled as ReadonlySignal<boolean>,
  };
}

/** An audio clock that has not moved for this long while the context says it runs is stuck. */
const STALL_SECONDS = 0.25;

/** How long a started metronome may stay without sound before the user is told. */
const SOUND_GRACE_MS = 1000;

/**
 * A metronome that plays through its own `AudioContext`, created on first start (a user gesture).
 * If the browser has no Web Audio or keeps the context suspended, it runs silently on the page's
 * clock (the visual beat and the pattern still move) and sounds as soon as the audio runs.
 * `dispose` stops it and closes the context; a later start opens a new one.
 */
export function createWebMetronome(initial: { bpm?: number; beats?: number; metre?: Metre } = {}) {
  let audio: { context: AudioContext; output: ClickOutput } | null = null;
  const Context = audioContextClass();
  const clock = createHybridClock(() => audio);

  function ensureContext() {
    if (!audio && Context) {
      const context = new Context();
      audio = { context, output: createClickOutput(context) };
    }
    if (audio?.context.state === 'suspended') audio.context.resume().catch(() => undefined);
  }

  const metronome: Metronome = createMetronome(
    { now: clock.now, output: clock.output, ticker: intervalTicker },
    initial,
  );
  /** Page time of the last start: the audio gets a moment to begin before it counts as silent. */
  let startedAt = 0;
  /** Running without sound (a context kept suspended or a stuck clock): the user is told. */
  const silent = signal(false);
  const checkSound = () => {
    const now =
      Boolean(Context) &&
      metronome.running.peek() &&
      !clock.onAudio() &&
      performance.now() - startedAt > SOUND_GRACE_MS;
    if (silent.peek() !== now) silent.value = now;
  };

  /**
   * The time being heard now, in scheduler time: the context's output timestamp carried forward
   * to this moment, so a visual beat lines up with the sound rather than with the scheduling.
   */
  function audibleTime(): number {
    const now = clock.now();
    checkSound();
    const context = audio?.context;
    if (context?.state !== 'running' || !clock.onAudio()) return now;
    const stamp = context.getOutputTimestamp?.();
    // A stamp of zeros, or one from the future (WebKitGTK adds the context's own time to its
    // performanceTime), says nothing: the context's own time is used instead.
    const page = performance.now();
    if (stamp?.contextTime && stamp.performanceTime && stamp.performanceTime <= page)
      return clock.fromAudio(stamp.contextTime + (page - stamp.performanceTime) / 1000);
    return clock.fromAudio(context.currentTime - (context.outputLatency || context.baseLatency || 0));
  }

  return {
    ...metronome,
    /** Whether the browser has Web Audio at all (without it the metronome is visual only). */
    supported: Boolean(Context),
    start() {
      ensureContext();
      startedAt = performance.now();
      metronome.start();
    },
    toggle() {
      if (metronome.running.peek()) metronome.stop();
      else {
        ensureContext();
        startedAt = performance.now();
        metronome.start();
      }
      checkSound();
    },
    stop() {
      metronome.stop();
      checkSound();
    },
    silent: silent as ReadonlySignal<boolean>,
    audibleTime,
    /** The beat position heard now. */
    position: () => metronome.positionAt(audibleTime()),
    dispose() {
      metronome.dispose();
      const context = audio?.context;
      audio = null;
      clock.now();
      void context?.close().catch(() => undefined);
    },
  };
}

export type WebMetronome = ReturnType<typeof createWebMetronome>;
