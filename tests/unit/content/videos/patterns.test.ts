import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATTERNS, pattern, VARIANT_PATTERNS, VARIANTS } from '../../../../content/videos/patterns';
import { beatPattern } from '../../../../src/core/practice/patterns';

/** What a video tells the app about itself (content/videos/index.json). */
const videos = JSON.parse(readFileSync('content/videos/index.json', 'utf8')) as {
  id: string;
  beats: number;
  pattern: string;
}[];

/** The app's copy of a video pattern, in the videos' terms. */
function asDrawn(beats: number, grouping?: string) {
  const drawn = beatPattern(beats, grouping);
  return {
    grouping: drawn.grouping,
    points: drawn.points,
    segs: drawn.segments.map(({ rebound, slopeOut, slopeIn }) => ({ h: rebound, d0: slopeOut, d1: slopeIn })),
    dirs: drawn.directions,
  };
}
const figures = ({ grouping, points, segs, dirs }: (typeof PATTERNS)[number]) => ({
  grouping,
  points,
  segs: segs.map(({ h, d0, d1 }) => ({ h, d0, d1 })),
  dirs,
});

describe("the practice tools' pattern overlay over the videos", () => {
  it('draws the standard patterns and the slow sevens with the figures the videos beat', () => {
    for (const [beats, pattern] of Object.entries(PATTERNS))
      expect(asDrawn(Number(beats)), `${beats} beats`).toEqual(figures(pattern));
    for (const [grouping, pattern] of Object.entries(VARIANT_PATTERNS))
      expect(asDrawn(pattern.beats, grouping), grouping).toEqual(figures(pattern));
  });

  it('draws over every video the figure it beats, by the pattern the video reports', () => {
    for (const video of videos) {
      const beaten = VARIANTS[video.pattern]
        ? pattern(video.beats, { variant: video.pattern })
        : pattern(video.beats);
      expect(asDrawn(video.beats, video.pattern), video.id).toEqual(figures(beaten));
    }
    // The Lorelei's two is drawn smaller: the overlay's beat points are the figure's.
    expect(videos.find((video) => video.id === 'lorelei-2-56')?.pattern).toBe('small-2');
  });
});
