// Score times to recording times after the warping (issue 42, decision 0062): the path, the attack
// shift, and in a sustained timbre the tempo of the heard onsets where the recording is silent on
// where a bar begins; the shift stops where the sound returns after a pause (decision 0067).
import { describe, expect, it } from 'vitest';
import { type Features, MAX_PITCH, MIN_PITCH } from '../../../../../content/pipeline/align/features';
import { REFERENCE_PROGRAMS, STRUCK_REFERENCE } from '../../../../../content/pipeline/align/reference';
import { recordingTimes, soundReturn } from '../../../../../content/pipeline/align/times';
import { RESTRUCK, restruckLate } from '../../../support/chords';

/** Features without pitch energies: no attack shift can be measured on them (it is 0). */
const plain = (frames: number): Features => ({
  frames,
  chroma: new Float32Array(frames * 12),
  onset: new Float32Array(frames * 12),
  silent: new Uint8Array(frames),
});
const times = (program: number, onPath: (ms: number[]) => number[]) =>
  recordingTimes({
    onPath,
    recording: plain(600),
    reference: plain(500),
    program,
    barStartsMs: [0, 1000, 2000, 3000],
    notes: RESTRUCK,
    holds: [],
  });
const sustained = REFERENCE_PROGRAMS.find((program) => program !== STRUCK_REFERENCE)!;

describe('recordingTimes', () => {
  it('keeps the path where the recording fits the struck reference (a re-strike is heard)', () => {
    expect(times(STRUCK_REFERENCE, restruckLate)([0, 1000, 2000])).toEqual([500, 1800, 2500]);
  });

  it('places a chord struck again by the tempo around it where the recording fits a sustained one', () => {
    expect(times(sustained, restruckLate)([0, 1000, 2000])).toEqual([500, 1500, 2500]);
  });

  it("puts the score's first notes where the recording's sound begins, not where the path found them", () => {
    // silence, then the choir swelling in from frame 10 (100 ms); the path found the first chord at 400 ms
    const frames = 600;
    const pitches = MAX_PITCH - MIN_PITCH + 1;
    const energy = new Float32Array(frames * pitches);
    const silent = new Uint8Array(frames);
    for (let f = 0; f < frames; f++) {
      const level = f < 10 ? 0.01 : Math.min(1, 0.01 + (f - 10) / 20);
      energy[f * pitches + 27] = level;
      silent[f] = level < 0.2 ? 1 : 0;
    }
    const found = recordingTimes({
      onPath: (ms) => ms.map((t) => t + 400),
      recording: { ...plain(frames), energy, silent },
      reference: plain(500),
      program: STRUCK_REFERENCE,
      barStartsMs: [0, 1000],
      notes: RESTRUCK,
      holds: [],
    })([0, 1000]);
    expect(Math.abs(found[0]! - 100)).toBeLessThanOrEqual(20);
    expect(found[1]).toBe(1400);
  });

  it('gives no time before the recording begins', () => {
    expect(times(sustained, (ms) => ms.map((t) => t - 200))([0, 100])).toEqual([0, 0]);
  });
});

/**
 * Music, a pause (frames 100-199, or a breath of 10 frames from 100 when `breath`), then a note rising
 * out of it from frame 196 over 200 ms: silent until it reaches a fifth of the music's level (204).
 */
function paused(breath = false): Features {
  const frames = 400;
  const pitches = MAX_PITCH - MIN_PITCH + 1;
  const level = (f: number) =>
    f < 100 ? 1 : breath && f >= 110 ? 1 : f < 196 ? 0.01 : Math.min(1, 0.01 + (f - 196) / 20);
  const energy = new Float32Array(frames * pitches);
  const silent = new Uint8Array(frames);
  for (let f = 0; f < frames; f++) {
    energy[f * pitches + 27] = level(f);
    silent[f] = level(f) < 0.2 ? 1 : 0;
  }
  return { ...plain(frames), energy, silent };
}

describe('soundReturn', () => {
  it('finds where the sound rises out of a pause, for a time found just after it', () => {
    const back = soundReturn(paused(), 2060);
    expect(back).not.toBeNull();
    expect(Math.abs(back! - 1960)).toBeLessThanOrEqual(20);
  });

  it('is none for a time well after the pause, or after a breath', () => {
    expect(soundReturn(paused(), 2300)).toBeNull();
    expect(soundReturn(paused(true), 1150)).toBeNull();
  });
});
