// The alignment's pieces on small synthetic signals: sine chords whose timing is known.
import { describe, expect, it } from 'vitest';
import {
  alignFeatures,
  chooseReference,
  fitOf,
  keyContrast,
  LOCAL_LIMIT,
  mapTimes,
  PACE_LIMIT,
  withoutPauses,
} from '../../../../../content/pipeline/align/align';
import { bandAround, dtw } from '../../../../../content/pipeline/align/dtw';
import { audioFeatures, type Features } from '../../../../../content/pipeline/align/features';
import { attackShiftMs } from '../../../../../content/pipeline/align/refine';

const RATE = 22050;
const hz = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);

/** Chords one after the other, each `ms` long, with a quick attack and harmonics; `gapMs` of silence before chord `gapBefore`. */
function chords(
  list: { pitches: number[]; ms: number; gain?: number; attackMs?: number }[],
  gap?: { before: number; ms: number },
): Float32Array {
  const total = list.reduce((a, c) => a + c.ms, 0) + (gap?.ms ?? 0) + 300;
  const x = new Float32Array(Math.round((total * RATE) / 1000));
  let t0 = 0;
  for (const [k, c] of list.entries()) {
    if (gap && k === gap.before) t0 += gap.ms;
    const s0 = Math.round((t0 * RATE) / 1000);
    const n = Math.round((c.ms * RATE) / 1000);
    for (let i = 0; i < n && s0 + i < x.length; i++) {
      // a slow attack swells in steadily in dB (from -40 dB), as a sustained voice or organ pipe does
      const attack = c.attackMs
        ? 10 ** ((-40 + 40 * Math.min(1, i / ((c.attackMs / 1000) * RATE))) / 20)
        : Math.min(1, i / (0.01 * RATE));
      const env = attack * Math.min(1, (n - i) / (0.02 * RATE));
      let v = 0;
      for (const p of c.pitches)
        for (let h = 1; h <= 3; h++) v += Math.sin((2 * Math.PI * h * hz(p) * i) / RATE) / h;
      x[s0 + i] = (0.1 * (c.gain ?? 1) * env * v) / c.pitches.length;
    }
    t0 += c.ms;
  }
  return x;
}

const C = [60, 64, 67];
const F = [60, 65, 69];
const G = [59, 62, 67];
const Am = [57, 60, 64];
const progression = [C, F, G, C, Am, F, G, C];
const GAIN = 0.1; // -20 dB

describe('alignment features', () => {
  it('puts a chord’s pitch classes first in its chroma', () => {
    const f = audioFeatures(chords([{ pitches: G, ms: 1000 }]), RATE);
    const row = Array.from(f.chroma.subarray(50 * 12, 51 * 12));
    const top3 = row
      .map((v, c) => [v, c] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 3)
      .map(([, c]) => c)
      .sort((a, b) => a - b);
    expect(top3).toEqual([2, 7, 11]);
  });

  it('marks onsets where chords change and silence as silent', () => {
    const f = audioFeatures(
      chords(
        [
          { pitches: C, ms: 500 },
          { pitches: F, ms: 500 },
        ],
        { before: 1, ms: 800 },
      ),
      RATE,
    );
    const onset = (frame: number) => f.onset.subarray(frame * 12, frame * 12 + 12).reduce((a, b) => a + b, 0);
    expect(onset(132)).toBeGreaterThan(0.5); // F starts at 1300 ms
    expect(onset(100)).toBeLessThan(0.05);
    expect(f.silent[90]).toBe(1);
    expect(f.silent[25]).toBe(0);
  });

  it('takes a soft verse for music and the pause before it for silence', () => {
    const loud = progression.map((pitches) => ({ pitches, ms: 500 }));
    const soft = [...progression, ...progression].map((pitches) => ({ pitches, ms: 500, gain: GAIN }));
    const f = audioFeatures(chords([...loud, ...soft], { before: loud.length, ms: 1000 }), RATE);
    expect(f.silent[450]).toBe(1); // the pause: 4.0-5.0 s
    // the soft verse, 5.0-13.0 s, more than the 3 s that measure the surroundings away from the loud one
    const softFrames = Array.from(f.silent.subarray(520, 1290));
    expect(softFrames.filter((s) => s).length).toBe(0);
  });
});

describe('attack refinement', () => {
  // against a reference of the same timbre with its bars at their exact times (decision 0058)
  const shiftFor = (attackMs: number, lateMs: number) => {
    const list = progression.map((pitches) => ({ pitches, ms: 600, ...(attackMs ? { attackMs } : {}) }));
    const features = audioFeatures(chords(list), RATE);
    const bars = (late: number) => list.map((c, k) => ({ ms: k * 600 + late, pitches: c.pitches }));
    return attackShiftMs(features, bars(lateMs), { features, bars: bars(0) });
  };

  it('leaves attacks found on time where they are and moves those found late earlier', () => {
    expect(shiftFor(0, 0)).toBeGreaterThanOrEqual(-15);
    expect(shiftFor(200, 0)).toBeGreaterThanOrEqual(-15);
    expect(shiftFor(200, 80)).toBeLessThan(-60);
    expect(shiftFor(0, 80)).toBeLessThan(-60);
  });
});

describe('dtw', () => {
  it('finds the diagonal of identical sequences and keeps to a band', () => {
    const a = [0, 1, 2, 3, 2, 1];
    const path = dtw((i, j) => Math.abs(a[i]! - a[j]!), 6, 6);
    expect(Array.from(path.i)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(Array.from(path.j)).toEqual([0, 1, 2, 3, 4, 5]);
    const band = bandAround(
      { i: Int32Array.from([0, 1, 2]), j: Int32Array.from([0, 1, 2]), cost: 0 },
      2,
      6,
      6,
      0,
    );
    expect(Array.from(band.lo)).toEqual([0, 0, 2, 2, 4, 4]);
    expect(Array.from(band.hi)).toEqual([1, 1, 3, 3, 5, 5]);
  });

  it('lingers where it costs less (a fermata’s hold) when the music is the same', () => {
    // two rows of the same chord: the recording's long chord is spent on the cheaper row
    const a = [0, 1, 1, 2];
    const b = [0, 1, 1, 1, 1, 1, 1, 2];
    const cost = (i: number, j: number) => Math.abs(a[i]! - b[j]!) + 0.1;
    const rows = (linger?: Float32Array) => {
      const p = dtw(cost, 4, 8, undefined, linger);
      return [1, 2].map((r) => Array.from(p.i).filter((i) => i === r).length);
    };
    expect(rows(Float32Array.from([1, 1, 0.5, 1]))).toEqual([1, 5]);
    expect(rows(Float32Array.from([1, 0.5, 1, 1]))).toEqual([5, 1]);
  });

  it('lingers on a hold only as long as the recording matches it', () => {
    // row 0 a fermata's hold, row 1 the next chord; the recording holds, then plays the next chord
    // for four frames, which matches the hold worse than the row of its own
    const cost = (i: number, j: number) => (i === 0 ? (j === 0 ? 0.1 : 0.4) : j === 0 ? 1 : 0.25);
    const p = dtw(cost, 2, 5, undefined, Float32Array.from([0.5, 1]));
    // at 0.5 of every cost, the next chord's frames were cheaper on the hold (0.2 against 0.25)
    expect(Array.from(p.i)).toEqual([0, 1, 1, 1, 1]);
  });

  it('stretches where the second sequence lingers', () => {
    const a = [0, 1, 2, 3];
    const b = [0, 1, 1, 1, 2, 3];
    const path = dtw((i, j) => Math.abs(a[i]! - b[j]!), 4, 6);
    expect(path.cost).toBe(0);
    expect(
      mapTimes(
        path,
        [0, 20, 30].map((ms) => ms),
      ),
    ).toEqual([0, 40, 50]);
  });
});

describe('align', () => {
  const score = progression.map((pitches) => ({ pitches, ms: 600 }));
  const ref = audioFeatures(chords(score), RATE);
  const refStarts = score.map((_, k) => k * 600);

  it('follows a slower, paused performance to within a frame or two', () => {
    // 30 % slower, a ritardando on the last two chords, and 1.5 s of silence before chord 4
    const played = progression.map((pitches, k) => ({ pitches, ms: k >= 6 ? 1000 : 780 }));
    const truth: number[] = [];
    let t = 0;
    for (const [k, c] of played.entries()) {
      if (k === 4) t += 1500;
      truth.push(t);
      t += c.ms;
    }
    const rec = audioFeatures(chords(played, { before: 4, ms: 1500 }), RATE);
    const path = alignFeatures(ref, rec);
    const found = mapTimes(path, refStarts, rec.silent);
    for (const [k, f] of found.entries()) expect(Math.abs(f - truth[k]!)).toBeLessThanOrEqual(30);
    expect(fitOf(path, ref, rec).ok).toBe(true);
  });

  it('puts music of the score paired with a pause of the recording where the music goes on', () => {
    // score frame 2 paired with the recording's silent frames 2-3 only (the end of a cut pause)
    const path = { i: Int32Array.from([0, 1, 2, 2, 3]), j: Int32Array.from([0, 1, 2, 3, 4]), cost: 0 };
    const silent = Uint8Array.from([0, 0, 1, 1, 0]);
    expect(mapTimes(path, [20], silent)[0]).toBe(20);
    expect(mapTimes(path, [20], silent, Uint8Array.from([0, 0, 0, 0]))[0]).toBe(40);
    // a rest of the score may sit in the recording's silence
    expect(mapTimes(path, [20], silent, Uint8Array.from([0, 0, 1, 0]))[0]).toBe(20);
  });

  it('does not put a time between two frames into the pause the path jumps over', () => {
    const path = { i: Int32Array.from([0, 1, 2]), j: Int32Array.from([0, 1, 10]), cost: 0 };
    expect(mapTimes(path, [5])[0]).toBeCloseTo(5); // 0.5 frames on
    expect(mapTimes(path, [15])[0]).toBeCloseTo(95); // half a frame before frame 10, not 55
  });

  it('cuts long silences out of the recording before the warping', () => {
    const rec = audioFeatures(
      chords(
        [
          { pitches: C, ms: 500 },
          { pitches: F, ms: 500 },
        ],
        { before: 1, ms: 2000 },
      ),
      RATE,
    );
    const { features, frameOf } = withoutPauses(rec);
    expect(features.frames).toBeLessThan(rec.frames - 150);
    expect(frameOf[frameOf.length - 1]).toBe(rec.frames - 1);
  });

  it('pairs the music after a pause with a point where the score may go on', () => {
    // one chord throughout: nothing but the pause tells where the recording went on
    const features = (frames: number, silentFrom = frames, silentTo = frames): Features => {
      const chroma = new Float32Array(frames * 12);
      for (let f = 0; f < frames; f++) chroma.set([0.6, 0, 0, 0, 0.5, 0, 0, 0.6, 0, 0, 0, 0.1], f * 12);
      const silent = new Uint8Array(frames).fill(1, silentFrom, silentTo);
      for (let f = silentFrom; f < silentTo; f++) chroma.fill(1 / Math.sqrt(12), f * 12, f * 12 + 12);
      return { frames, chroma, onset: new Float32Array(frames * 12), silent };
    };
    const ref = features(400);
    const resume = new Uint8Array(400).fill(1, 295, 305);
    // 100 frames played, a pause of 3 s, 120 frames more
    const rec = features(520, 100, 400);
    const resumedAt = (r: Features) => {
      const path = alignFeatures(r, rec);
      const k = Array.from(path.j).findIndex((j) => j >= 400);
      return path.i[k]!;
    };
    expect(Math.abs(resumedAt({ ...ref, resume }) - 300)).toBeLessThanOrEqual(5);
    expect(Math.abs(resumedAt(ref) - 300)).toBeGreaterThan(20);
  });

  it('refuses a recording that lacks a verse of a strophic song', () => {
    const verses = [...progression, ...progression].map((pitches) => ({ pitches, ms: 600 }));
    const song = audioFeatures(chords(verses), RATE);
    const sung = (list: number[][]) =>
      audioFeatures(chords(list.map((pitches) => ({ pitches, ms: 700 }))), RATE);
    const both = sung([...progression, ...progression]);
    const whole = fitOf(alignFeatures(song, both), song, both);
    expect(whole.ok).toBe(true);
    expect(whole.pace).toBeGreaterThan(0.8);
    // one verse matches either of the score's well: only the warping's haste tells
    const one = sung(progression);
    const lacking = fitOf(alignFeatures(song, one), song, one);
    expect(lacking.worst).toBeLessThan(LOCAL_LIMIT);
    expect(lacking.pace).toBeLessThan(PACE_LIMIT);
    expect(lacking.ok).toBe(false);
  });

  it('refuses a recording of other music', () => {
    const other = audioFeatures(
      chords(
        [
          [61, 66, 70],
          [63, 66, 70],
          [61, 65, 68],
          [62, 66, 69],
          [63, 67, 70],
          [61, 66, 70],
          [62, 65, 69],
          [63, 66, 70],
        ].map((pitches) => ({ pitches, ms: 600 })),
      ),
      RATE,
    );
    const fit = fitOf(alignFeatures(ref, other), ref, other);
    expect(fit.ok).toBe(false);
    expect(fit.keyContrast).toBeGreaterThan(0.66);
  });
});

describe('the reference’s timbre', () => {
  // decision 0058: the score is rendered in several timbres and the recording's is chosen by the
  // cost of the coarse warping: a slow swell is paired with a slow swell, a sharp attack with one
  const score = (attackMs?: number, ms = 600) =>
    audioFeatures(
      chords(
        [...progression, ...progression, ...progression].map((pitches) => ({
          pitches,
          ms,
          ...(attackMs ? { attackMs } : {}),
        })),
      ),
      RATE,
    );
  const sharp = score();
  const slow = score(250);

  it('is the one whose attacks are like the recording’s', () => {
    const slowRec = score(250, 780);
    const sharpRec = score(undefined, 780);
    expect(chooseReference([sharp, slow], slowRec)).toBe(1);
    expect(chooseReference([slow, sharp], slowRec)).toBe(0);
    expect(chooseReference([slow, sharp], sharpRec)).toBe(1);
  });

  it('leaves the key contrast to the reference it is given', () => {
    const rec = score(250, 780);
    const fit = fitOf(alignFeatures(slow, rec), slow, rec, sharp);
    expect(fit.keyContrast).toBe(keyContrast(sharp, rec));
    expect(fit.keyContrast).not.toBe(keyContrast(slow, rec));
  });
});
