// The attack refinement (issue 42): a voice that swells in, in stages, is found late by the warping;
// the refinement moves it back to where it starts, and leaves sharp attacks alone.
import { describe, expect, it } from 'vitest';
import { audioFeatures } from '../../../../../content/pipeline/align/features';
import { attackShiftMs, barAttacks } from '../../../../../content/pipeline/align/refine';
import { RATE, renderTones } from '../../../support/tones';

const progression = [
  [60, 64, 67],
  [62, 65, 69],
  [59, 62, 67],
  [60, 64, 67],
  [57, 60, 64],
  [62, 65, 69],
  [59, 62, 67],
  [60, 64, 67],
];
const BAR = 800;
const tones = (gain?: (ms: number) => number) =>
  progression.flatMap((pitches, k) =>
    pitches.map((pitch) => ({
      pitch,
      startMs: 400 + k * BAR,
      endMs: 400 + (k + 1) * BAR,
      ...(gain ? { gain } : {}),
    })),
  );
const notes = tones().map(({ pitch, startMs, endMs }) => ({ pitch, startMs, endMs }));
const bars = progression.map((_, k) => 400 + k * BAR);
const features = (gain?: (ms: number) => number) =>
  audioFeatures(renderTones(tones(gain), 400 + progression.length * BAR + 300), RATE);
/** a first stage at a quarter of the level from the note's start, the full level from 200 ms on */
const stages = (ms: number) => (ms < 150 ? 0.25 : Math.min(1, 0.25 + (0.75 * (ms - 150)) / 50));

describe('attack refinement against the reference it was aligned to', () => {
  // decision 0058: the reference is rendered in a timbre like the recording's, and its onsets come
  // from its audio; the path pairs a staged swell with a staged swell, so only a difference in
  // lateness is left to move
  const exact = barAttacks(bars, notes, (ms) => ms);

  it('moves a path found late by just that much when the attacks swell in as the reference’s do', () => {
    const rec = features(stages);
    const reference = { features: features(stages), bars: exact };
    for (const lateMs of [0, 100]) {
      const found = barAttacks(bars, notes, (ms) => ms.map((t) => t + lateMs));
      expect(Math.abs(attackShiftMs(rec, found, reference) + lateMs)).toBeLessThanOrEqual(10);
    }
  });

  it('leaves sharp attacks found on time against a sharp reference where they are', () => {
    const reference = { features: features(), bars: exact };
    expect(attackShiftMs(features(), exact, reference)).toBeGreaterThanOrEqual(-15);
  });

  it('does not follow a bar the path found far late', () => {
    // a chord re-struck after a fermata: the path put one bar of the seven averaged 300 ms late, the
    // rest on time; its early rise lifts the mean's first tenth, not the middle half of the bars
    const rec = features();
    const reference = { features: features(), bars: exact };
    const found = barAttacks(bars, notes, (ms) => ms.map((t, k) => (k === 4 ? t + 300 : t)));
    expect(attackShiftMs(rec, found, reference)).toBeGreaterThanOrEqual(-15);
  });

  it('moves a recording whose attacks swell in against a sharp reference', () => {
    const reference = { features: features(), bars: exact };
    const late = barAttacks(bars, notes, (ms) => ms.map((t) => t + 200));
    expect(attackShiftMs(features(stages), late, reference)).toBeLessThan(-140);
  });
});
