// Onsets moved to the recording's own attacks (issue 42, decision 0065): a path that wanders from
// onset to onset around attacks that all begin alike is brought back to them, and left where the
// recording gives no evidence (a hold, the search's edge).
import { describe, expect, it } from 'vitest';
import {
  FEATURE_RATE,
  type Features,
  MAX_PITCH,
  MIN_PITCH,
} from '../../../../../content/pipeline/align/features';
import { byOwnAttacks } from '../../../../../content/pipeline/align/own-attacks';

const PITCHES = MAX_PITCH - MIN_PITCH + 1;
const NOTE_MS = 1000;
const COUNT = 24;
/** Where each note begins in the recording (frames): a tempo a little slower than the score's. */
const TRUTH = Array.from({ length: COUNT }, (_, k) => 40 + k * 110);
/**
 * How far off the warping found each onset (frames): ±80-150 ms, as the choir's path wanders, about
 * as much early as late for each pitch (a pitch's template lies where its onsets were found on
 * average).
 */
const wander = Array.from({ length: COUNT }, (_, k) => [8, -12, 15, -9, -11, 14, -15, 10][k % 8]!);

/** C and E in turn, each note up to the next (a new pitch class at every onset). */
const notes = TRUTH.map((_, k) => ({
  pitch: k % 2 ? 64 : 60,
  startMs: k * NOTE_MS,
  endMs: (k + 1) * NOTE_MS,
}));

/** A recording whose every note swells in over 150 ms in stages, then holds, with a little noise. */
function recording(truth = TRUTH): Features {
  const frames = truth[COUNT - 1]! + 200;
  const energy = new Float32Array(frames * PITCHES);
  let seed = 7;
  const noise = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed / 2147483647 - 0.5) * 0.4;
  };
  for (const [k, start] of truth.entries()) {
    const end = k + 1 < COUNT ? truth[k + 1]! : frames;
    for (const pitch of [notes[k]!.pitch, notes[k]!.pitch + 12])
      for (let f = start; f < end; f++) {
        const x = f - start;
        const level = x < 5 ? x / 10 : x < 10 ? 0.5 : x < 15 ? 0.5 + (x - 10) / 10 : 1;
        energy[f * PITCHES + pitch - MIN_PITCH] = 4 * level;
      }
  }
  for (let i = 0; i < energy.length; i++) energy[i]! += noise();
  return {
    frames,
    chroma: new Float32Array(frames * 12),
    onset: new Float32Array(frames * 12),
    silent: new Uint8Array(frames),
    energy,
  };
}

/** The warping's times: each onset off by its wander, straight lines between. */
const pathOf =
  (off: number[], truth = TRUTH) =>
  (ms: number[]) =>
    ms.map((t) => {
      const k = Math.min(COUNT - 2, Math.floor(t / NOTE_MS));
      const w = t / NOTE_MS - k;
      const at = (j: number) => ((truth[j]! + off[j]!) * 1000) / FEATURE_RATE;
      return at(k) + w * (at(k + 1) - at(k));
    });
const onPath = pathOf(wander);

const starts = notes.map((n) => n.startMs);
const offBy = (times: number[], truth = TRUTH) => times.map((t, k) => t - (truth[k]! * 1000) / FEATURE_RATE);

describe('byOwnAttacks', () => {
  it('brings onsets the path found 80-150 ms off back to within 30 ms of one another', () => {
    const before = offBy(onPath(starts)).slice(2, -2);
    const after = offBy(byOwnAttacks(onPath, recording(), { notes, holds: [] })(starts)).slice(2, -2);
    const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    expect(spread(before)).toBeGreaterThan(250);
    // a common lateness is left for the attack shift (refine.ts): the onsets agree with one another
    expect(spread(after)).toBeLessThan(30);
  });

  it('finds an onset the path put beyond the search (450 ms late) with the others’ templates', () => {
    const far = wander.map((w, k) => (k === 12 ? 45 : w));
    const after = offBy(byOwnAttacks(pathOf(far), recording(), { notes, holds: [] })(starts));
    const others = after.filter((_, k) => k >= 2 && k < COUNT - 2 && k !== 12);
    const typical = others.reduce((a, x) => a + x, 0) / others.length;
    expect(Math.abs(after[12]! - typical)).toBeLessThan(30);
  });

  it('keeps an onset found where the tempo quickens by a fifth, 110 ms off its neighbours’ line', () => {
    // 1.1 s a note up to note 12, 0.88 s after it: note 12 lies 110 ms late of the line through 11
    // and 13, and the path, found on that line, is 110 ms early
    const truth = TRUTH.map((f, k) => (k <= 12 ? f : TRUTH[12]! + (k - 12) * 88));
    const off = wander.map((w, k) => (k === 12 ? -11 : w));
    const after = offBy(
      byOwnAttacks(pathOf(off, truth), recording(truth), { notes, holds: [] })(starts),
      truth,
    );
    const others = after.filter((_, k) => k >= 2 && k < COUNT - 2 && k !== 12);
    const typical = others.reduce((a, x) => a + x, 0) / others.length;
    expect(Math.abs(after[12]! - typical)).toBeLessThan(30);
  });

  it('leaves an onset near a fermata’s hold where the path put it', () => {
    const holds = [{ endMs: 10 * NOTE_MS, ms: 500 }];
    const times = byOwnAttacks(onPath, recording(), { notes, holds })(starts);
    expect(times[10]).toBe(onPath([starts[10]!])[0]);
    expect(times[6]).not.toBe(onPath([starts[6]!])[0]);
  });

  it('is the path itself without the recording’s energies', () => {
    const { energy: _, ...rest } = recording();
    expect(byOwnAttacks(onPath, rest, { notes, holds: [] })(starts)).toEqual(onPath(starts));
  });
});
