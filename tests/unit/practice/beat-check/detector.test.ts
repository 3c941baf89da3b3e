import { describe, expect, it } from 'vitest';
import { beatAccuracy } from '../../../../content/beat-clips/accuracy';
import {
  BEAT_CLIPS,
  type BeatClipSpec,
  beatClipFrames,
  beatClipTruth,
} from '../../../../content/beat-clips/generate';
import { createBeatDetector, detectBeats } from '../../../../src/core/practice/beat-check/detector';

/** The clip at the size the browser analyses (160x120), frames rendered in memory. */
function accuracy(spec: BeatClipSpec) {
  const found = detectBeats(beatClipFrames(spec, 160, 120)).map((ictus) => ictus.time);
  return beatAccuracy(found, beatClipTruth(spec).ictusTimes);
}

// A clip is up to 22 s of frames, rendered and analysed in each test: slow when the machine is busy.
describe('beat check detector on clips with known ictus times', { timeout: 60_000 }, () => {
  it.each([
    { beats: 2, bpm: 60 },
    { beats: 3, bpm: 120 },
    { beats: 4, bpm: 90 },
  ] as const)('finds every beat of a clean $beats/$bpm clip within one frame, and no other', (clip) => {
    const result = accuracy({ ...clip, noise: 'clean' });
    expect(result.withinFramePct).toBe(100);
    expect(result.falseBeats).toBe(0);
    // Timed between frames: well inside the 33 ms of one frame.
    expect(Math.max(...result.errors.map(Math.abs))).toBeLessThan(0.015);
  });

  it('is not misled by a moving background', () => {
    const result = accuracy({ beats: 4, bpm: 60, noise: 'moving-background' });
    expect(result.withinFramePct).toBeGreaterThanOrEqual(95);
    expect(result.falseBeats).toBe(0);
  });

  it.each(BEAT_CLIPS.filter((clip) => clip.noise === 'second-person'))(
    'reports no beat of someone beside the conductor ($beats/$bpm, second person)',
    (clip) => {
      const result = accuracy(clip);
      // Before the first beat and after the last the hand rests and only the other person moves.
      expect(result.falseBeats).toBe(0);
      expect(result.withinFramePct).toBeGreaterThanOrEqual(85);
    },
  );

  it.each(BEAT_CLIPS.filter((clip) => clip.noise === 'low-light'))(
    'finds the beats in low light with sensor noise ($beats/$bpm)',
    (clip) => {
      const result = accuracy(clip);
      expect(result.withinFramePct).toBeGreaterThanOrEqual(85);
      expect(result.falseBeats).toBe(0);
    },
  );
});

describe('beat check picture status', () => {
  const frame = (time: number, value: number) => ({
    width: 16,
    height: 12,
    luma: new Uint8Array(16 * 12).fill(value),
    time,
  });

  it('says the picture is too dark', () => {
    const detector = createBeatDetector();
    detector.push(frame(0, 12));
    expect(detector.status()).toBe('dark');
  });

  it('says the hand is out of the picture when nothing moves for two seconds', () => {
    const detector = createBeatDetector();
    for (let i = 0; i <= 30; i++) detector.push(frame(i / 30, 200));
    expect(detector.status()).toBe('ok');
    for (let i = 31; i <= 75; i++) detector.push(frame(i / 30, 200));
    expect(detector.status()).toBe('no-hand');
  });
});
