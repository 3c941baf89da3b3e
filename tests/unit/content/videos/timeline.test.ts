import { describe, expect, it } from 'vitest';
import { captions } from '../../../../content/videos/captions';
import { FIGURE, figurePose, HAND_R } from '../../../../content/videos/figure';
import { CUE_POINT, leftAt, lookAt, RISE } from '../../../../content/videos/gestures';
import { handAt, ictusAt } from '../../../../content/videos/motion';
import { pattern } from '../../../../content/videos/patterns';
import { type Timeline, timeline } from '../../../../content/videos/timeline';
import { VIDEOS, type Video, videoTimeline } from '../../../../content/videos/video-list';

const video = (id: string): Video => VIDEOS.find((v) => v.id === id)!;
const at = (v: Video, tl: Timeline, t: number) => handAt(pattern(v.beats, v.shape), tl, t);
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);
/** times every frame from a to b */
const frames = (a: number, b: number) =>
  Array.from({ length: Math.round((b - a) * 30) }, (_, i) => a + i / 30);

/** the videos that start with an upbeat (entries off the beat: lessons 135, 137, 1043) */
const UPBEATS = ['off-beat-4-60', 'off-beat-slow-4-40', 'lorelei-2-56'];

describe('the start of every video (lesson 132: no conducted count-in bar)', () => {
  it('keeps the hands still while the count-in clicks, then gives one preparatory beat into bar 1', () => {
    for (const v of VIDEOS) {
      const tl = videoTimeline(v);
      const rest = at(v, tl, 0);
      for (const t of frames(0, tl.prepStart)) expect(distance(at(v, tl, t), rest), v.id).toBe(0);
      expect(tl.beatTimes[0]! - tl.prepStart).toBeCloseTo(tl.T, 9);
      // the count-in clicks: a whole bar before bar 1, the preparation on its last beat
      const countIn = tl.clickTimes.filter((t) => t < tl.t0 - 1e-9);
      expect(countIn, v.id).toHaveLength(tl.counts);
      expect(
        countIn.some((t) => Math.abs(t - tl.prepStart) < 1e-9),
        v.id,
      ).toBe(true);
      // the figure conducts from bar 1 (an upbeat: from the count-in bar's last beats, lesson 135)
      expect(tl.beatTimes[tl.pickup]).toBeCloseTo(tl.t0, 9);
      expect(tl.pickup, v.id).toBe(UPBEATS.includes(v.id) ? 1 : 0);
      const first = ictusAt(pattern(v.beats, v.shape), tl, 0);
      expect(distance(at(v, tl, tl.beatTimes[0]!), first), v.id).toBeLessThan(1e-6);
    }
  });

  it('breathes in with the preparation, the eyes on the choir', () => {
    const v = video('pattern-4-70');
    const tl = videoTimeline(v);
    expect(lookAt(tl, v.gestures, tl.prepStart - 0.1)).toEqual({ yaw: 0, breath: 0 });
    expect(lookAt(tl, v.gestures, (tl.prepStart + tl.t0) / 2).breath).toBeGreaterThan(0.9);
    expect(lookAt(tl, v.gestures, tl.t0 + 0.3).breath).toBe(0);
  });

  it('says so in the captions: the count-in while the hands wait, then one preparatory beat', () => {
    const v = video('pattern-4-70');
    expect(captions(v, 'en')).toContain('Count-in: 1, 2, 3 — hands ready, eyes on the choir');
    expect(captions(v, 'en')).toContain('On 4: one preparatory beat — breathe in');
    expect(captions(v, 'it')).toContain('Conteggio: 1, 2, 3');
    expect(captions(v, 'it')).not.toContain('Battute d');
  });
});

describe('the metre videos', () => {
  it('last at least 30 seconds', () => {
    for (const v of VIDEOS.filter((v) => v.metre))
      expect(videoTimeline(v).duration, v.id).toBeGreaterThanOrEqual(30);
  });

  it('have a caption for every stretch of bars in de, en, fr and it, the last one for the last bar', () => {
    const v = video('pattern-3-in1-240');
    const tl = videoTimeline(v);
    for (const lang of ['de', 'en', 'fr', 'it'] as const) {
      const text = captions(v, lang);
      for (const bar of v.metre!.bars) expect(text).toContain(bar[lang]);
    }
    expect(tl.bars).toBeGreaterThan(30);
  });
});

describe('the technique videos', () => {
  it('end a cut-off on the next downbeat with a click, and the hands stay still after it', () => {
    const v = video('cut-off-4-60');
    const tl = videoTimeline(v);
    const downbeat = tl.barStarts[tl.bars]!;
    expect(tl.cutTime).toBeCloseTo(downbeat, 9);
    expect(tl.clickTimes.at(-1)).toBeCloseTo(downbeat, 9);
    const close = at(v, tl, tl.cutTime);
    expect(distance(close, ictusAt(pattern(4), tl, 0))).toBeLessThan(1e-6);
    for (const t of frames(tl.cutTime, tl.duration)) expect(distance(at(v, tl, t), close)).toBe(0);
    // the loop before it leaves the plain path to the downbeat
    const plain = videoTimeline(video('pattern-4-60'));
    const mid = tl.lastBeat + 0.5 * (tl.cutTime - tl.lastBeat);
    expect(distance(at(v, tl, mid), handAt(pattern(4), plain, mid))).toBeGreaterThan(10);
  });

  it('hold a fermata with a moving hand, no clicks, then release it with a cut-off', () => {
    const v = video('fermata-4-70');
    const tl = videoTimeline(v);
    expect(tl.holdEnd - tl.lastBeat).toBeCloseTo(6 * tl.T, 9);
    expect(tl.clickTimes.filter((t) => t > tl.lastBeat + 1e-9)).toEqual([]);
    const hold = frames(tl.lastBeat + 0.1, tl.holdEnd);
    for (const [i, t] of hold.slice(1).entries())
      expect(distance(at(v, tl, t), at(v, tl, hold[i]!))).toBeGreaterThan(0);
    expect(leftAt(tl, v.gestures, (tl.lastBeat + tl.holdEnd) / 2).open).toBeGreaterThan(0.9);
    const close = at(v, tl, tl.cutTime);
    for (const t of frames(tl.cutTime, tl.duration)) expect(distance(at(v, tl, t), close)).toBe(0);
  });

  it('beat tiny in a general pause and prepare the entry after it with a breath (lesson 624)', () => {
    const v = video('pause-3-70');
    const tl = videoTimeline(v);
    const size = (k: number) => distance(ictusAt(pattern(3), tl, k), ictusAt(pattern(3), tl, 0));
    // bar 3: beats 2 and 3 are tiny, beats 2 and 3 of bar 2 are not
    expect(size(7)).toBeLessThan(0.35 * size(4));
    expect(size(8)).toBeLessThan(0.35 * size(5));
    expect(lookAt(tl, v.gestures, (tl.beatTimes[8]! + tl.beatTimes[9]!) / 2).breath).toBeGreaterThan(0.9);
  });

  it('grow the pattern evenly over a crescendo, the largest on the last beat (lesson 714)', () => {
    const tl = videoTimeline(video('crescendo-4-60'));
    const sizes = tl.beatTimes.map((_, k) => tl.size(k));
    for (const [k, s] of sizes.slice(1).entries()) expect(s).toBeGreaterThan(sizes[k]!);
    expect(sizes.at(-1)! / sizes[0]!).toBeGreaterThan(2);
  });

  it('stop the hand briefly between staccato beats, never between legato ones (lesson 722)', () => {
    const v = video('articulation-3-90');
    const tl = videoTimeline(v);
    const stillFrames = (k: number) => {
      const ts = frames(tl.beatTimes[k]!, tl.beatTimes[k + 1]!);
      return ts.slice(1).filter((t, i) => distance(at(v, tl, t), at(v, tl, ts[i]!)) < 0.01).length;
    };
    expect(stillFrames(1)).toBe(0); // bar 1: legato
    expect(stillFrames(7)).toBeGreaterThan(3); // bar 3: staccato
  });

  it('cue with the left hand: a beat before the entry it rises, on the entry it lands with the right', () => {
    const v = video('cue-2-60');
    const tl = videoTimeline(v);
    const entry = tl.beatTimes[2]!;
    expect(leftAt(tl, v.gestures, entry - 1.05 * tl.T).at).toBe('rest');
    expect(leftAt(tl, v.gestures, entry)).toEqual({ at: CUE_POINT, open: 1 });
    expect(leftAt(tl, v.gestures, entry + 2 * tl.T).at).toBe('rest');
    // the eyes are on the section before the preparation begins
    expect(lookAt(tl, v.gestures, entry - 1.05 * tl.T).yaw).toBeLessThan(-0.5);
    expect(lookAt(tl, v.gestures, entry + 2 * tl.T).yaw).toBe(0);
  });

  it('turn the head to a section on the right without the left hand (lesson 413)', () => {
    const v = video('cue-4-70');
    const tl = videoTimeline(v);
    const entry = tl.beatTimes[6]!; // bar 2, beat 3
    expect(lookAt(tl, v.gestures, entry).yaw).toBeGreaterThan(0.5);
    expect(leftAt(tl, v.gestures, entry).at).toBe('rest');
  });

  it('raise the left palm evenly while the right beats on, then show it wrong, in steps (lesson 923)', () => {
    const v = video('hands-3-90');
    const tl = videoTimeline(v);
    const height = (t: number) => {
      const { at: point } = leftAt(tl, v.gestures, t);
      return typeof point === 'object' ? point.y : Number.NaN;
    };
    // right: bars 1-4, from the waist to the shoulder in one even line
    const right = tl.beatTimes.slice(0, 12).map(height);
    expect(right[0]).toBeCloseTo(RISE.from, 6);
    expect(right.at(-1)).toBeCloseTo(RISE.to, 6);
    const steps = right.slice(1).map((h, k) => right[k]! - h);
    for (const step of steps) expect(step).toBeCloseTo(steps[0]!, 6);
    // wrong: bars 5-8, from the waist again, in steps: still between the beats
    const wrong = tl.beatTimes.slice(12);
    expect(height(wrong[0]!)).toBeCloseTo(RISE.from, 6);
    expect(height(wrong.at(-1)!)).toBeCloseTo(RISE.to, 6);
    const late = (k: number) => wrong[k]! + 0.8 * (wrong[k + 1]! - wrong[k]!);
    expect(height(late(3))).toBeCloseTo(height(wrong[3]! + 0.5 * (wrong[4]! - wrong[3]!)), 6);
    expect(v.technique!.wrongFromBar).toBe(4);
    expect(timeline(3, 90).size(5)).toBe(1);
  });

  it('have a caption for every bar and every part of the ending, in de, en, fr and it', () => {
    for (const v of VIDEOS.filter((v) => v.technique)) {
      for (const lang of ['de', 'en', 'fr', 'it'] as const) {
        const text = captions(v, lang);
        for (const bar of v.technique!.bars) expect(text, `${v.id} ${lang}`).toContain(bar[lang]);
        for (const part of v.technique!.ending ?? []) expect(text, `${v.id} ${lang}`).toContain(part[lang]);
      }
    }
  });
});

describe('every video', () => {
  it('keeps the hands apart in every frame: they never touch (lesson 231)', () => {
    for (const v of VIDEOS) {
      const tl = videoTimeline(v);
      for (let i = 0; i < tl.frames; i += 2) {
        const t = i / 30;
        const pose = figurePose(at(v, tl, t), leftAt(tl, v.gestures, t).at);
        const gap = distance(pose.right.hand, pose.left.hand) - 2 * (HAND_R + 4);
        expect(gap, `${v.id} at ${t.toFixed(2)} s`).toBeGreaterThan(HAND_R);
        expect(pose.right.hand.x, v.id).toBeGreaterThan(FIGURE.centreX);
      }
    }
  });
});
