// Score times to recording times after the warping (issue 42, decision 0062): the path, the attack
// shift, and in a sustained timbre the tempo of the heard onsets where the recording is silent on
// where a bar begins.
import { describe, expect, it } from 'vitest';
import type { Features } from '../../../../../content/pipeline/align/features';
import { REFERENCE_PROGRAMS, STRUCK_REFERENCE } from '../../../../../content/pipeline/align/reference';
import { recordingTimes } from '../../../../../content/pipeline/align/times';
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

  it('gives no time before the recording begins', () => {
    expect(times(sustained, (ms) => ms.map((t) => t - 200))([0, 100])).toEqual([0, 0]);
  });
});
