/**
 * One Beat check take: camera frames (already on the metronome's clock) and the metronome's clicks
 * in, the beats found and their score out, as signals for the live view.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';
import { createBeatDetector, type LumaFrame, type PictureStatus } from './detector';
import { type HandPoint, recentPath, TRACE_BARS } from './hand-path';
import { type BeatCheckScore, type Click, scoreBeats } from './scoring';

/** Clicks this close to the newest frame may still get their beat: they are not scored yet. */
const SETTLE_S = 0.3;

export function createBeatCheckTake(options: { beatsPerBar: number; cameraDelayS?: number }) {
  const detector = createBeatDetector();
  const delay = options.cameraDelayS ?? 0;
  const ictus = signal<readonly number[]>([]);
  const status = signal<PictureStatus>('ok');
  const handPath = signal<readonly HandPoint[]>([]);
  const clicks = new Map<number, Click>();
  /**
   * The clicks heard since the take started, as a signal: the timeline moves on with the clock
   * while no beat comes (a picture with nobody in it), not only when a beat is found.
   */
  const heard = signal<readonly Click[]>([]);
  let lastFrame = Number.NEGATIVE_INFINITY;
  let started: number | null = null;

  /** The two newest clicks' times: the metronome's current pace. */
  let newest = [Number.NaN, Number.NaN];
  /** One bar at that pace (half a second a beat until two clicks are known). */
  const barSeconds = () => (newest[0]! - newest[1]! || 0.5) * options.beatsPerBar;

  function settledClicks(all: boolean): Click[] {
    return [...clicks.values()]
      .filter((click) => click.time >= (started ?? 0) && (all || click.time <= lastFrame - SETTLE_S))
      .sort((a, b) => a.time - b.time);
  }

  /** `heard` again when a click was added or the start moved past one. */
  function updateHeard(): void {
    const now = settledClicks(true);
    const before = heard.peek();
    if (now.length !== before.length || now[now.length - 1]?.time !== before[before.length - 1]?.time)
      heard.value = now;
  }

  return {
    /** Times of the conductor's beats found so far (metronome clock, camera delay taken off). */
    ictus,
    status,
    /** The hand's path over the last {@link TRACE_BARS} bars (frame heights, as the camera sees it). */
    handPath,
    addFrame(frame: LumaFrame): void {
      if (started === null) {
        started = frame.time;
        updateHeard();
      }
      lastFrame = frame.time;
      const found = detector.push(frame);
      const hand = detector.latestSample();
      if (hand) {
        const point = { time: hand.time, x: (hand.x * frame.width) / frame.height, y: hand.y };
        handPath.value = recentPath([...handPath.peek(), point], TRACE_BARS * barSeconds());
      }
      if (found.length) ictus.value = [...ictus.value, ...found.map((beat) => beat.time - delay)];
      // A spinner recognised: what it passed for beats and a hand's path is taken back.
      const since = detector.notHandSince();
      if (since !== null && ictus.peek().some((time) => time + delay >= since))
        ictus.value = ictus.peek().filter((time) => time + delay < since);
      if (since !== null && handPath.peek().some((point) => point.time >= since))
        handPath.value = handPath.peek().filter((point) => point.time < since);
      if (status.peek() !== detector.status()) status.value = detector.status();
    },
    /** The metronome's recent clicks (repeats are ignored). */
    addClicks(list: readonly Click[]): void {
      for (const click of list) {
        if (!clicks.has(click.time) && !(click.time <= newest[0]!)) newest = [click.time, newest[0]!];
        clicks.set(click.time, { time: click.time, beat: click.beat });
      }
      updateHeard();
    },
    /** The clicks heard since the take started, oldest first. */
    clicks: heard as ReadonlySignal<readonly Click[]>,
    /** The score so far (clicks that may still get their beat left out). */
    score(): BeatCheckScore {
      return scoreBeats(ictus.peek(), settledClicks(false), options.beatsPerBar);
    },
    /** Ends the take: the last beats waiting for samples, then the final score. */
    finish(): BeatCheckScore {
      const found = detector.finish();
      if (found.length) ictus.value = [...ictus.value, ...found.map((beat) => beat.time - delay)];
      return scoreBeats(
        ictus.peek(),
        settledClicks(true).filter((click) => click.time <= lastFrame),
        options.beatsPerBar,
      );
    },
  };
}

export type BeatCheckTake = ReturnType<typeof createBeatCheckTake>;
