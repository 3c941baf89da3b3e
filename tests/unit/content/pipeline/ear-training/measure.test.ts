import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../../../../../content/pipeline/audio';
import { centsAgainst, levelAgainstOthers } from '../../../../../content/pipeline/ear-training/measure';

/** A sung-like tone: three partials at `pitch` (a MIDI number, fractions for cents), `ms` long. */
function tone(pitch: number, ms: number, amplitude = 0.3): Float32Array {
  const hz = 440 * 2 ** ((pitch - 69) / 12);
  const out = new Float32Array(Math.round((ms * SAMPLE_RATE) / 1000));
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    out[i] =
      amplitude *
      (Math.sin(2 * Math.PI * hz * t) +
        0.5 * Math.sin(4 * Math.PI * hz * t) +
        0.25 * Math.sin(6 * Math.PI * hz * t));
  }
  return out;
}

/** Issue 41 (ear training): the renderer measures the fault it planted before it writes a recording. */
describe('the pitch of a sung note against a written one', () => {
  it('is found to a few cents, flat or sharp, in a tenor and a soprano range', () => {
    expect(Math.abs(centsAgainst(tone(57 - 0.3, 800), 0, 800, 57) + 30)).toBeLessThanOrEqual(2);
    expect(Math.abs(centsAgainst(tone(74 + 0.12, 600), 0, 600, 74) - 12)).toBeLessThanOrEqual(2);
  });

  it('is a whole semitone away for a wrong note a semitone off', () => {
    expect(Math.abs(centsAgainst(tone(63, 800), 0, 800, 62) - 100)).toBeLessThanOrEqual(2);
  });
});

describe('the level of a voice against the others', () => {
  it('is its distance in dB from the loudest other voice', () => {
    const stems = { soprano: tone(72, 2000, 0.1), alto: tone(64, 2000, 0.2), tenore: tone(57, 2000, 0.05) };
    expect(levelAgainstOthers(stems, 'alto')).toBeCloseTo(20 * Math.log10(2), 1);
    expect(levelAgainstOthers(stems, 'tenore')).toBeCloseTo(20 * Math.log10(0.25), 1);
  });
});
