import { describe, expect, it } from 'vitest';
import { captions } from '../../../../content/videos/captions';
import { lookAt } from '../../../../content/videos/gestures';
import { handAt, ictusAt } from '../../../../content/videos/motion';
import { pattern, SUBDIVIDED_PATTERNS } from '../../../../content/videos/patterns';
import { clickLevel, patternBeat } from '../../../../content/videos/timeline';
import { indexEntry } from '../../../../content/videos/video-index';
import { VIDEOS, type Video, videoTimeline } from '../../../../content/videos/video-list';

/**
 * Decision 0050: subdivided patterns, 12/8 in four, passive and active beats (lessons 341, 342, 343,
 * 831), an entry off the beat (lesson 135).
 */

const video = (id: string): Video => VIDEOS.find((v) => v.id === id)!;
const LANGS = ['de', 'en', 'fr', 'it'] as const;

describe('a subdivided pattern', () => {
  it('conducts every eighth, but reports the main beats to the app (its overlay draws 1 to 7 beats)', () => {
    for (const [id, main, sub, grouping] of [
      ['subdivided-4-40', 4, 2, '4'],
      ['nine-eight-3-40', 3, 3, '3'],
    ] as const) {
      const v = video(id);
      const tl = videoTimeline(v);
      const entry = indexEntry(v);
      expect(v.beats, id).toBe(main * sub);
      expect(pattern(v.beats), id).toBe(SUBDIVIDED_PATTERNS[main * sub]);
      expect(entry.beats, id).toBe(main);
      expect(entry.bpm, id).toBe(v.bpm / sub);
      expect(entry.pattern, id).toBe(grouping);
      expect(entry.beatTimesMs, id).toHaveLength(tl.bars * main);
      expect(entry.subdivisionTimesMs, id).toHaveLength(tl.bars * main * (sub - 1));
      // the main beats are every sub-th conducted beat, one main beat per (60 / bpm) s
      entry.beatTimesMs.forEach((ms, k) => {
        expect(ms).toBe(Math.round(tl.beatTimes[k * sub]! * 1000));
      });
      expect((entry.beatTimesMs[1]! - entry.beatTimesMs[0]!) / 1000).toBeCloseTo(60 / entry.bpm, 2);
    }
  });

  it('keeps the main beats louder and lit with their number, the small ones soft and unnumbered', () => {
    const tl = videoTimeline(video('subdivided-4-40'));
    const bar = tl.clickTimes.slice(tl.counts, 2 * tl.counts).map((_, i) => clickLevel(tl, tl.counts + i));
    expect(bar).toEqual([2, 0, 1, 0, 1, 0, 1, 0]);
    expect(tl.labels).toEqual(['1', '', '2', '', '3', '', '4', '']);
    expect(tl.countLabels).toEqual(['1', '&', '2', '&', '3', '&', '4', '&']);
    const nine = videoTimeline(video('nine-eight-3-40'));
    expect(nine.labels).toEqual(['1', '', '', '4', '', '', '7', '', '']);
    expect(nine.countLabels).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('moves its small beats in the direction of their main beat, and keeps them small', () => {
    for (const p of Object.values(SUBDIVIDED_PATTERNS)) {
      const sub = p.beats / p.grouping.split('+').length;
      p.dirs.forEach((dir, i) => {
        if (i % sub === 0) return;
        expect(dir, `${p.grouping} beat ${i + 1}`).toBe(p.dirs[i - (i % sub)]);
        // a small beat: a lower rebound than its main beat's stroke and a short way from the point before
        const from = p.points[i - 1]!;
        const to = p.points[i]!;
        expect(Math.hypot(to.u - from.u, to.v - from.v), `${p.grouping} beat ${i + 1}`).toBeLessThan(0.2);
        expect(p.segs[i - 1]!.h).toBeLessThan(0.15);
      });
    }
  });

  it('has its own count-in words where 1, 2, 3 … would be wrong', () => {
    const en = captions(video('subdivided-4-40'), 'en');
    expect(en).toContain('Count-in: 1 and 2 and 3 and 4');
    for (const lang of LANGS) expect(captions(video('subdivided-4-40'), lang)).not.toContain('5, 6, 7');
  });
});

describe('passive, neutral and active beats (lesson 832’s plan)', () => {
  const v = video('passive-4-70');
  const tl = videoTimeline(v);
  const p = pattern(v.beats);
  /** how far beat k's ictus lies from beat 1's: the size of the pattern there */
  const reach = (k: number) => {
    const a = ictusAt(p, tl, k);
    const one = ictusAt(p, tl, 0);
    return Math.hypot(a.x - one.x, a.y - one.y);
  };
  /** the highest the hand gets between ictus k and the next (pixels above the lower ictus) */
  const rebound = (k: number) => {
    const [a, b] = [tl.beatTimes[k]!, tl.beatTimes[k + 1]!];
    const low = Math.max(handAt(p, tl, a).y, handAt(p, tl, b).y);
    let top = low;
    for (let t = a; t < b; t += 0.01) top = Math.min(top, handAt(p, tl, t).y);
    return low - top;
  };

  it('beats bars 1 and 2 small with hardly any rebound, bar 3 neutral, and the active beats larger', () => {
    // beat 2 of bars 1, 3 and 4: passive, neutral, passive
    expect(reach(1)).toBeLessThan(0.6 * reach(9));
    expect(reach(13)).toBeCloseTo(reach(1), 6);
    // active: beat 4 of bar 2 and beat 3 of bar 4, larger than the neutral ones
    expect(reach(7)).toBeGreaterThan(reach(11));
    expect(reach(14)).toBeGreaterThan(reach(10));
    // a passive beat rebounds far less than a neutral one (beat 2 to 3)
    expect(rebound(1)).toBeLessThan(0.4 * rebound(9));
  });

  it('breathes with the preparation of bar 3, the new phrase', () => {
    expect(v.gestures.breaths).toEqual([8]);
  });
});

describe('12/8 in four (lesson 343)', () => {
  it('clicks every dotted quarter, as the lesson says, and swings in larger arcs than a plain 4/4', () => {
    const v = video('twelve-eight-4-60');
    const plain = video('pattern-4-60');
    const [tl, tlPlain] = [videoTimeline(v), videoTimeline(plain)];
    expect(tl.clickTimes).toEqual(tlPlain.clickTimes);
    const top = (video: Video, tl: typeof tlPlain) => {
      let y = Number.POSITIVE_INFINITY;
      for (let t = tl.beatTimes[0]!; t < tl.beatTimes[1]!; t += 0.01)
        y = Math.min(y, handAt(pattern(video.beats), tl, t).y);
      return y;
    };
    expect(top(v, tl)).toBeLessThan(top(plain, tlPlain) - 20);
  });
});

describe('an entry off the beat (lesson 135: on the second eighth of beat 4 in 4/4)', () => {
  const v = video('off-beat-4-60');
  const tl = videoTimeline(v);
  const p = pattern(v.beats);
  const entry = indexEntry(v);
  const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

  it('prepares beat 4 with the movement of beat 3: one preparatory beat, then a silent ictus on 4', () => {
    // the preparation starts on count 3 of the count-in bar and lands on its beat 4
    expect(tl.prepStart).toBeCloseTo(tl.clickTimes[2]!, 9);
    expect(tl.beatTimes[0]).toBeCloseTo(tl.clickTimes[3]!, 9);
    expect(patternBeat(tl, 0)).toBe(3);
    expect(near(handAt(p, tl, tl.prepStart), ictusAt(p, tl, 3))).toBeLessThan(1e-6);
    expect(near(handAt(p, tl, tl.beatTimes[0]!), ictusAt(p, tl, 0))).toBeLessThan(1e-6);
    // bar 1 starts on beat 1 of the pattern, as in every other video
    expect(patternBeat(tl, 1)).toBe(0);
    expect(tl.beatTimes[1]).toBeCloseTo(tl.t0, 9);
  });

  it('lets the choir enter half a beat after the ictus of 4, at the start and after the rest in bar 2', () => {
    const fours = [0, 8];
    expect(fours.map((k) => patternBeat(tl, k))).toEqual([3, 3]);
    expect(tl.entryTimes).toEqual(fours.map((k) => tl.beatTimes[k]! + tl.T / 2));
    // the entry sounds (a click of its own) and is in the clicks verify.ts listens for
    expect(entry.entryTimesMs).toEqual(tl.entryTimes.map((t) => Math.round(t * 1000)));
    for (const ms of entry.entryTimesMs!) expect(entry.clickTimesMs).toContain(ms);
    // the app's overlay reads whole bars from bar 1; the upbeat's ictus is listed apart
    expect(entry.beatTimesMs).toHaveLength(tl.bars * 4);
    expect(entry.beatTimesMs[0]).toBe(Math.round(tl.t0 * 1000));
    expect(entry.pickupTimesMs).toEqual([Math.round(tl.beatTimes[0]! * 1000)]);
  });

  it('breathes with the preparation, not on the ictus, and keeps the rebound even through the entry', () => {
    const mid = (k: number) => (tl.beatTimes[k - 1]! + tl.beatTimes[k]!) / 2;
    expect(lookAt(tl, v.gestures, (tl.prepStart + tl.beatTimes[0]!) / 2).breath).toBeGreaterThan(0.9);
    expect(lookAt(tl, v.gestures, mid(8)).breath).toBeGreaterThan(0.9);
    for (const k of [0, 8]) {
      expect(lookAt(tl, v.gestures, tl.beatTimes[k]! + 0.05).breath, `beat ${k}`).toBe(0);
      // the rebound after the silent ictus is a plain, even beat (no jerk on the entry)
      expect(tl.stroke(k), `beat ${k}`).toBe('beat');
    }
    // in bar 2, beat 3 speeds up into the ictus of 4, like a preparatory beat
    expect(tl.stroke(7)).toBe('active');
  });

  it('says in every language which beat prepares and where the choir comes in', () => {
    const en = captions(v, 'en');
    expect(en).toContain('On 3: one preparatory beat into 4 — breathe in');
    expect(en).toContain('A silent ictus on 4 — the entry on the rebound, on “and”');
    expect(captions(v, 'de')).toContain('Auf 3: ein einziger Auftakt in die Vier');
    expect(captions(v, 'fr')).toContain('Sur 3\u00a0: une seule levée vers le 4');
    expect(captions(v, 'it')).toContain('Sul 3: un solo gesto preparatorio verso il 4');
  });
});
