// The score's side of the alignment (decision 0058): its onsets are found in its rendition as the
// recording's are, not put at its note-ons, so that a slow attack is paired with a slow attack.
import { describe, expect, it } from 'vitest';
import { renderFeatures, resumePoints, scoreFeatures } from '../../../../../content/pipeline/align/reference';
import type { RenderedScore } from '../../../../../content/pipeline/score';
import { RATE, renderTones } from '../../../support/tones';

describe('score features', () => {
  it('take their onsets from the rendition, found as a recording’s are', () => {
    const chords = [
      [60, 64, 67],
      [62, 65, 69],
      [59, 62, 67],
      [60, 64, 67],
    ];
    // a voice swelling in over 200 ms: its onset shows where the energy rises, not at the note-on
    const swell = (ms: number) => Math.min(1, 0.05 + ms / 200);
    const notes = chords.flatMap((pitches, k) =>
      pitches.map((pitch) => ({ pitch, startMs: 300 + k * 700, endMs: 300 + (k + 1) * 700, gain: swell })),
    );
    const at11k = renderTones(notes, 300 + chords.length * 700 + 500);
    const up = 44100 / RATE; // the reference is a 44.1 kHz render
    const at44k = new Float32Array(at11k.length * up).map((_, i) => at11k[Math.floor(i / up)]!);
    const score = {
      bars: chords.map((_, k) => ({ n: String(k + 1), startMs: 300 + k * 700, endMs: 300 + (k + 1) * 700 })),
      holds: [],
      audioNotes: notes.map(({ pitch, startMs, endMs }) => ({
        pitch,
        startMs,
        endMs,
        voice: 'soprano',
        velocity: 80,
      })),
    } as unknown as RenderedScore;
    const f = scoreFeatures(score, at44k);
    expect(Array.from(f.onset)).toEqual(Array.from(renderFeatures(at44k).onset));
    expect(f.linger).toBeDefined();
  });

  it('let a performance go on after a pause only where no note sounds across', () => {
    const notes = [
      { startMs: 0, endMs: 1000 }, // a chord
      { startMs: 0, endMs: 1000 },
      { startMs: 1000, endMs: 3000 }, // the next, over a bass held from 1 s to 3 s
      { startMs: 1000, endMs: 3000 },
      { startMs: 2000, endMs: 3000 }, // a voice entering over the held bass
      { startMs: 3000, endMs: 4000 },
    ];
    const resume = resumePoints(notes, 400);
    const at = (ms: number) => resume[ms / 10];
    expect([0, 1000, 1050, 3000, 3090].map(at)).toEqual([1, 1, 1, 1, 1]);
    expect([500, 2000, 2050, 3200].map(at)).toEqual([0, 0, 0, 0]);
  });
});
