import { type ReadonlySignal, signal } from '@preact/signals-core';
import { audioContextClass, createClickOutput, intervalTicker } from './click-sound';
import { createHybridClock } from './hybrid-clock';
import type { Metre } from './metres';
import { type ClickOutput, createMetronome, type Metronome } from './metronome';

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
