import { describe, expect, it } from 'vitest';
import { BEAT_CLIPS, beatClipFrames, beatClipName } from '../../../../content/beat-clips/generate';
import {
  createBeatDetector,
  detectBeats,
  type LumaFrame,
} from '../../../../src/core/practice/beat-check/detector';
import { createBeatCheckTake } from '../../../../src/core/practice/beat-check/take';

const WIDTH = 160;
const HEIGHT = 120;

/**
 * What Chromium's stand-in camera shows with nobody in the picture, at 160 × 120: a dark green
 * picture with a bright wedge turning around its middle 1.67 times a second, and a corner square
 * that blinks, at 20 frames a second.
 */
function* emptyRoomWithSpinner(seconds: number): Generator<LumaFrame> {
  const fps = 20;
  for (let index = 0; index < seconds * fps; index++) {
    const time = index / fps;
    const luma = new Uint8Array(WIDTH * HEIGHT).fill(75);
    const heading = 2 * Math.PI * 1.67 * time;
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH; x++) {
        const dx = x - WIDTH / 2;
        const dy = y - HEIGHT / 2;
        const off = Math.atan2(dy, dx) - heading;
        const within = Math.atan2(Math.sin(off), Math.cos(off));
        if (Math.hypot(dx, dy) < HEIGHT * 0.2 && within > -0.25 && within < 0) luma[y * WIDTH + x] = 150;
        if (x < 10 && y < 12 && index % 20 < 10) luma[y * WIDTH + x] = 120;
      }
    yield { width: WIDTH, height: HEIGHT, luma, time };
  }
}

/** Issue 40: a camera picture with nobody in it counted 16 beats, "53 ms early". */
describe('a spinner in an empty picture', () => {
  it('makes no beat, and the picture says no hand is in view', () => {
    expect(detectBeats(emptyRoomWithSpinner(8))).toEqual([]);
    const detector = createBeatDetector();
    const statuses: string[] = [];
    for (const frame of emptyRoomWithSpinner(8)) {
      detector.push(frame);
      statuses.push(detector.status());
    }
    // Recognised within two seconds, and from then on.
    expect(new Set(statuses.slice(2 * 20))).toEqual(new Set(['no-hand']));
  });

  it('leaves a take with no beat and no hand path, whatever it took for beats before it was recognised', () => {
    const take = createBeatCheckTake({ beatsPerBar: 4 });
    for (const frame of emptyRoomWithSpinner(8)) take.addFrame(frame);
    expect(take.ictus.value).toEqual([]);
    expect(take.handPath.value).toEqual([]);
    expect(take.status.value).toBe('no-hand');
    expect(take.finish().results).toEqual([]);
  });

  it('is never what a conducting hand does (every truth clip keeps its beats)', () => {
    for (const spec of BEAT_CLIPS.filter((clip) => clip.noise === 'clean')) {
      const detector = createBeatDetector();
      for (const frame of beatClipFrames(spec, WIDTH, HEIGHT)) {
        detector.push(frame);
        expect(detector.notHandSince(), beatClipName(spec)).toBe(null);
      }
    }
  });
});
