import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { captions } from '../../../../content/videos/captions';
import { lookAt } from '../../../../content/videos/gestures';
import { handAt, ictusAt } from '../../../../content/videos/motion';
import { pattern } from '../../../../content/videos/patterns';
import { patternBeat } from '../../../../content/videos/timeline';
import { indexEntry } from '../../../../content/videos/video-index';
import { VIDEOS, type Video, videoTimeline } from '../../../../content/videos/video-list';

/**
 * Decision 0056: the slow entry off the beat, its preparation given in the subdivision (lesson 137,
 * as lesson 135 teaches it), and the Lorelei's entries on the sixth eighth (lesson 1043).
 */

const video = (id: string): Video => VIDEOS.find((v) => v.id === id)!;
const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('a slow entry on “and”: the preparation in eighths (lessons 135 and 137)', () => {
  const v = video('off-beat-slow-4-40');
  const tl = videoTimeline(v);
  const p = pattern(v.beats, v.shape);
  const entry = indexEntry(v);
  const eighth = 60 / 80;

  it('gives one small preparatory beat, an eighth long, on the eighth of 4, and the choir sings on the next', () => {
    // the count-in clicks eighths; the hands wait through "1 and 2 and 3 and"
    expect(tl.counts).toBe(8);
    expect(tl.prepStart).toBeCloseTo(tl.clickTimes[6]!, 9);
    expect(tl.beatTimes[0]! - tl.prepStart).toBeCloseTo(eighth, 9);
    // the preparation lands on the "and" of 4 (the subdivided four's beat 8) and the entry is on it
    expect(patternBeat(tl, 0)).toBe(7);
    expect(tl.entryTimes[0]).toBeCloseTo(tl.beatTimes[0]!, 9);
    expect(tl.beatTimes[0]).toBeCloseTo(tl.clickTimes[7]!, 9);
    // small: it starts from the ictus of 4 and moves only to the "and" beside it
    const move = near(handAt(p, tl, tl.prepStart), ictusAt(p, tl, 0));
    expect(move).toBeGreaterThan(10);
    expect(move).toBeLessThan(0.25 * 215);
    expect(lookAt(tl, v.gestures, (tl.prepStart + tl.beatTimes[0]!) / 2).breath).toBeGreaterThan(0.9);
  });

  it('prepares the entry of bar 2 after a rest on 3 the same way: passive beats, the eighth of 4 active', () => {
    expect(patternBeat(tl, 16)).toBe(7);
    expect(tl.entryTimes[1]).toBeCloseTo(tl.beatTimes[16]!, 9);
    expect([13, 14].map(tl.stroke)).toEqual(['passive', 'passive']);
    expect(tl.stroke(15)).toBe('active');
    expect(lookAt(tl, v.gestures, (tl.beatTimes[15]! + tl.beatTimes[16]!) / 2).breath).toBeGreaterThan(0.9);
    // after the entries it goes on subdividing (lesson 135: "only if you go on subdividing")
    for (const k of [17, 24, 31]) expect(tl.stroke(k)).toBe('beat');
  });

  it('reports the main beats to the app, the upbeat and the small beats apart', () => {
    expect(entry).toMatchObject({ beats: 4, bpm: 40, technique: 'off-beat-slow', pattern: '4' });
    expect(entry.beatTimesMs).toHaveLength(tl.bars * 4);
    expect(entry.beatTimesMs[0]).toBe(Math.round(tl.t0 * 1000));
    expect(entry.subdivisionTimesMs).toHaveLength(tl.bars * 4);
    expect(entry.pickupTimesMs).toEqual([Math.round(tl.beatTimes[0]! * 1000)]);
    for (const ms of entry.entryTimesMs!) expect(entry.clickTimesMs).toContain(ms);
  });

  it('says in every language where the preparation is and where the choir comes in', () => {
    expect(captions(v, 'en')).toContain('On 4: one small preparatory beat, an eighth long — breathe in');
    expect(captions(v, 'de')).toContain('Auf 4: ein kleiner Auftakt, ein Achtel lang — einatmen');
    expect(captions(v, 'fr')).toContain('Sur 4\u00a0: une seule petite levée, d’une croche — inspirez');
    expect(captions(v, 'it')).toContain('Sul 4: un solo piccolo gesto preparatorio, di una croma — inspira');
  });
});

describe('the Lorelei (lesson 1043, edition 10003)', () => {
  const v = video('lorelei-2-56');
  const tl = videoTimeline(v);
  const p = pattern(v.beats, v.shape);
  const entry = indexEntry(v);
  const beat = 60 / 56;

  it('takes its tempo and metre from the edition: 6/8, quarter = 84, so dotted quarter = 56', () => {
    const mei = readFileSync('content/editions/10003/1.0.0/mei/part0.mei', 'utf8');
    expect(mei).toMatch(/meter\.count="6" meter\.unit="8"[^>]*midi\.bpm="84"/);
    expect(v.bpm).toBe((84 * 2) / 3);
    expect(v.technique!.signature).toBe('6/8');
    expect(entry).toMatchObject({ beats: 2, bpm: 56, technique: 'lorelei', pattern: 'small-2' });
  });

  it('starts from a still hand with a lift into a light ictus on 2: no counting-in, one preparatory beat', () => {
    // the preparation is the very first click: nothing is counted in before it
    expect(tl.prepStart).toBeCloseTo(tl.clickTimes[0]!, 9);
    expect(patternBeat(tl, 0)).toBe(1);
    expect(tl.beatTimes[0]! - tl.prepStart).toBeCloseTo(beat, 9);
    expect(near(handAt(p, tl, tl.beatTimes[0]!), ictusAt(p, tl, 0))).toBeLessThan(1e-6);
    expect(tl.size(0)).toBeLessThan(tl.size(1));
    expect(lookAt(tl, v.gestures, (tl.prepStart + tl.beatTimes[0]!) / 2).breath).toBeGreaterThan(0.9);
    expect(lookAt(tl, v.gestures, tl.beatTimes[0]! + 0.05).breath).toBe(0);
  });

  it('lets “Ich” come two eighths after the ictus, “weiß” on the downbeat, and the same in bars 4 and 8', () => {
    const twos = [0, 8, 16];
    expect(twos.map((k) => patternBeat(tl, k))).toEqual([1, 1, 1]);
    // bars 4 and 8 (bar 1 starts at k = 1, two beats a bar)
    expect([8, 16].map((k) => Math.floor((k - 1) / 2) + 1)).toEqual([4, 8]);
    expect(tl.entryTimes).toHaveLength(3);
    tl.entryTimes.forEach((t, i) => {
      expect(t - tl.beatTimes[twos[i]!]!).toBeCloseTo((2 / 3) * beat, 9);
    });
    expect(tl.beatTimes[1]).toBeCloseTo(tl.t0, 9);
    expect(tl.entryLabel).toBe('6');
    // the rebound swings evenly through the three eighths; the breath comes with each preparation
    for (const k of twos) expect(tl.stroke(k)).toBe('swing');
    expect(v.gestures.breaths).toEqual([8, 16]);
    expect(entry.entryTimesMs).toEqual(tl.entryTimes.map((t) => Math.round(t * 1000)));
  });

  it('says so in every language', () => {
    expect(captions(v, 'en')).toContain(
      'A light, clear ictus on 2, silent — “Ich” two eighths later, on the rebound',
    );
    expect(captions(v, 'de')).toContain('„Ich“ zwei Achtel später, im Rückschwung');
    expect(captions(v, 'fr')).toContain('«\u00a0Ich\u00a0» deux croches plus tard, dans le rebond');
    expect(captions(v, 'it')).toContain('“Ich” due crome dopo, nel rimbalzo');
  });
});
