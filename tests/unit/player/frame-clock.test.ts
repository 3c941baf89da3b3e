import { describe, expect, it } from 'vitest';
import {
  createClockFit,
  createFrameTimer,
  DEFAULT_FRAME_MS,
  presentedAudioMs,
} from '../../../src/core/player/frame-clock';
import { barIndexAt } from '../../../src/core/score/sync';

const FRAME = 1000 / 60;

/** Readings of an audio clock that started at wall time 1000 and lag by up to `jitter` ms, as `<audio>` does. */
function readings(count: number, rate: number, jitter: number, start = 1000) {
  return Array.from({ length: count }, (_, i) => {
    const wall = start + i * FRAME;
    const lag = jitter * (((i * 7) % 11) / 10);
    return { wall, audio: (wall - start) * rate - lag };
  });
}

describe('clock fit', () => {
  it('removes the jitter of single readings', () => {
    const fit = createClockFit();
    for (const r of readings(120, 1, 20)) fit.add(r.wall, r.audio, 1);
    const wall = 1000 + 120 * FRAME;
    // The readings lag by 10 ms on average; the fit is within a millisecond of their mean line.
    expect(Math.abs(fit.at(wall) - (wall - 1000 - 10))).toBeLessThan(1);
  });

  it('follows the playback rate', () => {
    const fit = createClockFit();
    for (const r of readings(60, 0.5, 0)) fit.add(r.wall, r.audio, 0.5);
    expect(fit.at(3000)).toBeCloseTo(1000, 5);
  });

  it('starts again after a seek instead of averaging across it', () => {
    const fit = createClockFit();
    for (const r of readings(60, 1, 0)) fit.add(r.wall, r.audio, 1);
    fit.add(2100, 40_000, 1);
    expect(fit.at(2200)).toBeCloseTo(40_100, 5);
  });

  it('leaves out the readings of the first 250 ms once later ones are in (the clock runs ahead as it starts)', () => {
    const fit = createClockFit();
    // Ahead by 20 ms at the start, by nothing from 250 ms on (as Chromium's <audio> measured).
    for (let i = 0; i <= 18; i++) {
      const wall = 1000 + i * FRAME;
      const elapsed = wall - 1000;
      fit.add(wall, elapsed + Math.max(0, 20 * (1 - elapsed / 250)), 1);
    }
    // At 300 ms: three readings from 250 ms on; the line is the steady one.
    expect(fit.at(1300)).toBeCloseTo(300, 5);
    // Before that, the early readings are all there is.
    const early = createClockFit();
    early.add(1000, 20, 1);
    expect(early.at(1100)).toBeCloseTo(120, 5);
  });

  it('has no position before the first reading', () => {
    expect(createClockFit().at(10)).toBeNaN();
  });
});

describe('frame timer', () => {
  it('takes the median frame interval, so a skipped frame does not change it', () => {
    const timer = createFrameTimer();
    let length = timer.frame(0);
    expect(length).toBe(DEFAULT_FRAME_MS);
    const stamps = [8.3, 16.7, 25, 33.3, 66.7, 75, 83.3];
    for (const stamp of stamps) length = timer.frame(stamp);
    expect(length).toBeCloseTo(8.3, 1);
  });
});

describe('the frame a bar change is shown in', () => {
  it('is the frame nearest the bar start: never more than half a frame off', () => {
    const bars = [0, 500, 1000, 1507, 2011, 2533].map((startMs, index) => ({
      index,
      measureId: `m${index}`,
      n: String(index + 1),
      page: 1,
      startMs,
      endMs: startMs + 500,
    }));
    const fit = createClockFit();
    const shown: number[] = [];
    let last = 0;
    for (let frame = 0; frame < 180; frame++) {
      const frameMs = 5000 + frame * FRAME;
      fit.add(frameMs, frameMs - 5000, 1);
      const bar = barIndexAt(bars, presentedAudioMs(fit, frameMs, FRAME, 1));
      // The change is seen when the next frame begins.
      if (bar !== last) shown.push(frameMs + FRAME - 5000 - bars[bar]!.startMs);
      last = bar;
    }
    expect(shown).toHaveLength(5);
    for (const error of shown) expect(Math.abs(error)).toBeLessThanOrEqual(FRAME / 2 + 1e-9);
  });
});
