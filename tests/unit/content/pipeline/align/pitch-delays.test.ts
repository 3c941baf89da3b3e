// Each pitch's own lateness learnt from the tempo (decision 0066): a choir's F#4 found later than its
// G4 every time shows as onsets late of the line through their neighbours.
import { describe, expect, it } from 'vitest';
import { pitchDelays } from '../../../../../content/pipeline/align/pitch-delays';

// 40 onsets 300 ms apart, alternating G4 and F#4 (and a chord of both now and then), played with a
// tempo that swings smoothly by ±15 % and slows down towards the end
const score = Array.from({ length: 40 }, (_, k) => 300 * k);
const pitches = score.map((_, k) => (k % 7 === 3 ? [66, 67] : k % 2 ? [66] : [67]));
const played = (s: number) => s + 700 * Math.sin((2 * Math.PI * s) / 9000) * 0.3 + 2e-5 * s * s;

/** How late the onsets of `which` alone are, on average, against the times they were played at. */
function lateOf(at: number[], which: number, truth = score.map(played)): number {
  const ks = score.map((_, k) => k).filter((k) => pitches[k]!.length === 1 && pitches[k]![0] === which);
  return ks.reduce((a, k) => a + at[k]! - truth[k]!, 0) / ks.length;
}

describe('pitchDelays', () => {
  it('takes off most of what one pitch is found later than another', () => {
    const at = score.map((s, k) => played(s) + (pitches[k]!.length === 1 && pitches[k]![0] === 66 ? 100 : 0));
    const delay = pitchDelays(score, at, pitches);
    const moved = at.map((t, k) => t - delay[k]!);
    expect(lateOf(at, 66) - lateOf(at, 67)).toBeCloseTo(100, 0);
    // without it the onsets of F#4 stay 100 ms later than those of G4
    expect(Math.abs(lateOf(moved, 66) - lateOf(moved, 67))).toBeLessThan(40);
  });

  it('learns the lateness of pitches begun only every 1.2 s, as in slow music (decision 0073)', () => {
    const slow = score.map((s) => 4 * s); // 1200 ms apart: no neighbour within 1 s
    const at = slow.map((s, k) => s + (pitches[k]!.length === 1 && pitches[k]![0] === 66 ? 100 : 0));
    const delay = pitchDelays(slow, at, pitches);
    const moved = at.map((t, k) => t - delay[k]!);
    expect(lateOf(moved, 66, slow) - lateOf(moved, 67, slow)).toBeLessThan(40);
  });

  it('takes a change of tempo for no lateness', () => {
    const at = score.map(played);
    const delay = pitchDelays(score, at, pitches);
    for (const d of delay) expect(Math.abs(d)).toBeLessThan(10);
  });
});
