import { describe, expect, it } from 'vitest';
import { captions } from '../../../../content/videos/captions';
import { boneLength, FIGURE, figurePose, HAND_R } from '../../../../content/videos/figure';
import { FPS } from '../../../../content/videos/format';
import { handAt } from '../../../../content/videos/motion';
import {
  type Dir,
  PATTERNS,
  type Pattern,
  pattern,
  SUBDIVIDED_PATTERNS,
  VARIANT_PATTERNS,
} from '../../../../content/videos/patterns';
import { clickLevel } from '../../../../content/videos/timeline';
import { indexEntry } from '../../../../content/videos/video-index';
import { VIDEOS, type Video, videoTimeline } from '../../../../content/videos/video-list';

/**
 * Decision 0056: 12/8 in twelve (lesson 344), the Italian six (lesson 327), the slow sevens 3+2+2 and
 * 2+3+2 (lessons 337, 338), and the two entry videos (lessons 137, 1043), frame by frame.
 */

const video = (id: string): Video => VIDEOS.find((v) => v.id === id)!;
const NEW_VIDEOS = [
  'twelve-4-40',
  'italian-six-2-30',
  'seven-322-7-60',
  'seven-232-7-60',
  'off-beat-slow-4-40',
  'lorelei-2-56',
];
const LANGS = ['de', 'en', 'fr', 'it'] as const;

/** Does the ictus of beat i lie where its stated direction says, seen from the beat before it? */
function goes(p: Pattern, i: number, dir: Dir): boolean {
  const from = p.points[(i + p.beats - 1) % p.beats]!;
  const to = p.points[i]!;
  if (dir === 'down') return to.v <= from.v + 0.02 && (i === 0 || Math.abs(to.u - from.u) <= 0.2);
  if (dir === 'up') return to.v > from.v;
  return dir === 'left' ? to.u < from.u : to.u > from.u;
}

describe('the patterns of the new videos', () => {
  const drawn: [string, Pattern][] = [
    ['12/8 in twelve', SUBDIVIDED_PATTERNS[12]!],
    ['Italian six', SUBDIVIDED_PATTERNS[6]!],
    ['3+2+2', VARIANT_PATTERNS['3+2+2']!],
    ['2+3+2', VARIANT_PATTERNS['2+3+2']!],
  ];

  it('go where their stated directions say, beat by beat', () => {
    for (const [name, p] of drawn) {
      expect(p.points, name).toHaveLength(p.beats);
      expect(p.segs, name).toHaveLength(p.beats);
      p.dirs.forEach((dir, i) => {
        expect(goes(p, i, dir), `${name} beat ${i + 1} ${dir}`).toBe(true);
      });
    }
  });

  it('start every group with a new direction and lead up only on the last beat (lesson 331)', () => {
    for (const [grouping, starts] of [
      ['3+2+2', [3, 5]],
      ['2+3+2', [2, 5]],
    ] as const) {
      const p = VARIANT_PATTERNS[grouping]!;
      for (const start of starts) expect(p.dirs[start], grouping).not.toBe(p.dirs[start - 1]);
      expect(
        p.dirs.filter((d) => d === 'up'),
        grouping,
      ).toHaveLength(1);
      expect(p.dirs.at(-1)).toBe('up');
    }
    // 2+3+2: beat 5 the smallest of its group
    const p = VARIANT_PATTERNS['2+3+2']!;
    const step = (i: number) => Math.abs(p.points[i]!.u - p.points[i - 1]!.u);
    expect(step(4)).toBeLessThan(step(3));
  });

  it('are found by the videos that draw them, not the standard patterns of the same beats', () => {
    expect(pattern(6, video('italian-six-2-30').shape)).toBe(SUBDIVIDED_PATTERNS[6]);
    expect(pattern(6, video('pattern-6-60').shape)).toBe(PATTERNS[6]);
    expect(pattern(12, video('twelve-4-40').shape)).toBe(SUBDIVIDED_PATTERNS[12]);
    expect(pattern(7, video('seven-322-7-60').shape)).toBe(VARIANT_PATTERNS['3+2+2']);
    expect(pattern(7, video('seven-232-7-60').shape)).toBe(VARIANT_PATTERNS['2+3+2']);
    expect(pattern(7, video('pattern-7-60').shape)).toBe(PATTERNS[7]);
  });
});

describe('every frame of the new videos', () => {
  it('keeps the hands apart and each on its own side of the midline (lesson 231), the arms whole', () => {
    for (const id of NEW_VIDEOS) {
      const v = video(id);
      const tl = videoTimeline(v);
      const p = pattern(v.beats, v.shape);
      for (let f = 0; f < tl.frames; f++) {
        const { right, left } = figurePose(handAt(p, tl, f / FPS), 'mirror');
        expect(right.hand.x - FIGURE.centreX, `${id} frame ${f}`).toBeGreaterThan(HAND_R);
        expect(FIGURE.centreX - left.hand.x, `${id} frame ${f}`).toBeGreaterThan(HAND_R);
        expect(boneLength(right.elbow, right.hand)).toBeCloseTo(FIGURE.forearm, 6);
      }
    }
  });

  it('last long enough to practise with, and the metres among them loop: none is a metre video', () => {
    for (const id of NEW_VIDEOS) {
      const e = indexEntry(video(id));
      expect(e.durationMs, id).toBeGreaterThan(20_000);
      expect(e.metre, id).toBeUndefined();
    }
  });
});

describe('12/8 in twelve and the Italian six (lessons 344 and 327)', () => {
  it('conduct every eighth and report the main beats: the app’s overlay draws the four and the two', () => {
    for (const [id, beats, bpm, sub] of [
      ['twelve-4-40', 4, 40, 3],
      ['italian-six-2-30', 2, 30, 3],
    ] as const) {
      const v = video(id);
      const tl = videoTimeline(v);
      const e = indexEntry(v);
      expect(v.beats, id).toBe(beats * sub);
      expect(e, id).toMatchObject({ beats, bpm, pattern: String(beats) });
      expect(e.beatTimesMs, id).toHaveLength(tl.bars * beats);
      expect(e.subdivisionTimesMs, id).toHaveLength(tl.bars * beats * (sub - 1));
      const bar = Array.from({ length: tl.counts }, (_, i) => clickLevel(tl, tl.counts + i));
      expect(bar, id).toEqual(Array.from({ length: beats * sub }, (_, i) => (i === 0 ? 2 : i % sub ? 0 : 1)));
    }
    expect(videoTimeline(video('twelve-4-40')).labels).toEqual([
      '1',
      '',
      '',
      '4',
      '',
      '',
      '7',
      '',
      '',
      '10',
      '',
      '',
    ]);
    expect(videoTimeline(video('italian-six-2-30')).labels).toEqual(['1', '', '', '4', '', '']);
  });
});

describe('the slow sevens (lessons 337 and 338)', () => {
  it('report their grouping, and their captions state the directions they draw, in every language', () => {
    for (const [id, grouping] of [
      ['seven-322-7-60', '3+2+2'],
      ['seven-232-7-60', '2+3+2'],
    ] as const) {
      const v = video(id);
      expect(indexEntry(v), id).toMatchObject({ beats: 7, bpm: 60, pattern: grouping });
      const en = captions(v, 'en');
      expect(en, id).toContain(`${grouping}: ${VARIANT_PATTERNS[grouping]!.dirs.join(', ')}`);
      for (const lang of LANGS) expect(captions(v, lang), `${id} ${lang}`).toContain(grouping);
    }
  });
});
