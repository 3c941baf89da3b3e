import { describe, expect, it } from 'vitest';
import {
  cameraDelay,
  createFrameClock,
  pageToAudioTime,
} from '../../../../src/core/practice/beat-check/clock';
import { type Click, scoreBeats } from '../../../../src/core/practice/beat-check/scoring';

/** Clicks of a 4/4 metronome at 120 bpm from t = 1 s. */
function clicks(count: number, beats = 4, bpm = 120): Click[] {
  return Array.from({ length: count }, (_, i) => ({ time: 1 + (i * 60) / bpm, beat: i % beats }));
}

describe('beat check scoring', () => {
  it('gives each beat its offset, the average and the spread', () => {
    const score = scoreBeats(
      clicks(4).map((c, i) => c.time + [0.01, -0.01, 0.03, -0.03][i]!),
      clicks(4),
      4,
    );
    expect(score.results.map((r) => Math.round(r.offsetMs))).toEqual([10, -10, 30, -30]);
    expect(score.meanMs).toBeCloseTo(0, 6);
    expect(score.spreadMs).toBeCloseTo(Math.sqrt((100 + 100 + 900 + 900) / 4), 6);
    expect(score.missed).toBe(0);
    expect(score.extra).toBe(0);
  });

  it('names the beat of the bar that is late on average', () => {
    const all = clicks(16);
    const ictus = all.map((c) => c.time + (c.beat === 2 ? 0.06 : 0.005));
    const score = scoreBeats(ictus, all, 4);
    expect(score.offBeats).toEqual([{ beat: 2, count: 4, meanMs: expect.closeTo(60, 6) }]);
  });

  it('measures dragging as a drift per bar', () => {
    const all = clicks(16);
    // 5 ms later every beat: 20 ms per bar of four.
    const score = scoreBeats(
      all.map((c, i) => c.time + i * 0.005),
      all,
      4,
    );
    expect(score.driftMsPerBar).toBeCloseTo(20, 6);
  });

  it('counts clicks without a beat and beats between clicks', () => {
    const all = clicks(4);
    const score = scoreBeats([all[0]!.time, all[1]!.time + 0.25 * 0.999, all[3]!.time], all, 4);
    expect(score.missed).toBe(1);
    expect(score.results.map((r) => r.beat)).toEqual([0, 1, 3]);
    const extra = scoreBeats([all[0]!.time, all[0]!.time + 0.02], all, 4);
    expect(extra.extra).toBe(1);
  });
});

describe('beat check clock', () => {
  it('puts a page-clock time on the audio clock', () => {
    expect(pageToAudioTime(5500, { contextTime: 2, performanceTime: 5000 })).toBeCloseTo(2.5, 9);
  });

  it('prefers the capture time of a frame, else its stream time at the smallest display lag', () => {
    expect(createFrameClock()({ captureTime: 90, expectedDisplayTime: 120 })).toBe(90);
    expect(createFrameClock()({ expectedDisplayTime: 120 })).toBe(120);
    const clock = createFrameClock();
    expect(clock({ mediaTime: 1, expectedDisplayTime: 1050 })).toBe(1050);
    // Shown after a longer delay: still placed by the stream time.
    expect(clock({ mediaTime: 1.1, expectedDisplayTime: 1180 })).toBeCloseTo(1150, 9);
    expect(clock({ mediaTime: 1.2, expectedDisplayTime: 1240 })).toBeCloseTo(1240, 9);
  });

  it('measures the camera delay from taps as the median lag, ignoring taps the camera did not see', () => {
    const taps = [1, 2, 3, 4, 5];
    const ictus = [1.08, 2.1, 3.09, 4.5, 5.08];
    expect(cameraDelay(taps, ictus)).toBeCloseTo(0.085, 9);
    expect(cameraDelay(taps.slice(0, 3), ictus)).toBeNull();
  });
});
