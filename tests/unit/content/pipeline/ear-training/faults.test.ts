import { describe, expect, it } from 'vitest';
import type { AudioNote } from '../../../../../content/pipeline/audio-notes';
import {
  fineTuning,
  louder,
  notesInBar,
  plantWrongNote,
} from '../../../../../content/pipeline/ear-training/faults';
import type { SyncBar } from '../../../../../src/core/contract/edition-format';

const bar = (n: string, startMs: number): SyncBar => ({
  index: Number(n) - 1,
  measureId: `m${n}`,
  n,
  page: 1,
  startMs,
  endMs: startMs + 2000,
  meter: '4/4',
});
const BARS = [bar('1', 0), bar('2', 2000)];
const note = (voice: AudioNote['voice'], pitch: number, startMs: number): AudioNote => ({
  voice,
  pitch,
  startMs,
  endMs: startMs + 500,
  velocity: 80,
});
const NOTES = [
  note('alto', 60, 0),
  note('alto', 62, 2000),
  note('alto', 64, 2500),
  note('tenore', 55, 2500),
  note('alto', 65, 3000),
];

/** Issue 41 (ear training): the renderer plants exactly the fault a lesson names. */
describe('a planted wrong note', () => {
  it('is the given attack of the voice in the bar with its printed number', () => {
    expect(notesInBar(NOTES, BARS, 'alto', '2').map((n) => n.pitch)).toEqual([62, 64, 65]);
    const { notes, written, sung } = plantWrongNote(NOTES, BARS, {
      kind: 'wrong-note',
      voice: 'alto',
      bar: '2',
      note: 2,
      semitones: -1,
    });
    expect(written.pitch).toBe(64);
    expect(sung).toMatchObject({ pitch: 63, startMs: 2500, voice: 'alto' });
    expect(notes.map((n) => n.pitch)).toEqual([60, 62, 63, 55, 65]);
  });

  it('is refused where the voice has no such note or the bar does not exist', () => {
    const fault = { kind: 'wrong-note', voice: 'tenore', bar: '1', note: 1, semitones: 1 } as const;
    expect(() => plantWrongNote(NOTES, BARS, fault)).toThrow(/no note 1 in bar 1/);
    expect(() => plantWrongNote(NOTES, BARS, { ...fault, bar: '7' })).toThrow(/no bar 7/);
  });
});

describe('a detuned voice', () => {
  it('sets the channel fine tuning (registered parameter 1, 8192 in tune, ±100 cents)', () => {
    const values = (cents: number) =>
      fineTuning(cents).map((e) => (e.kind === 'cc' ? [e.controller, e.value] : []));
    expect(values(0)).toEqual([
      [101, 0],
      [100, 1],
      [6, 64],
      [38, 0],
    ]);
    // 8192 - 0.3 * 8192 = 5734 = 44 * 128 + 102
    expect(values(-30)).toEqual([
      [101, 0],
      [100, 1],
      [6, 44],
      [38, 102],
    ]);
    expect(() => fineTuning(120)).toThrow();
  });
});

describe('a voice too loud', () => {
  it('is its stem times the gain of the stated decibels', () => {
    const stem = Float32Array.from([0.1, -0.2]);
    const out = louder(stem, 20);
    expect(out[0]).toBeCloseTo(1);
    expect(out[1]).toBeCloseTo(-2);
    expect(stem[0]).toBeCloseTo(0.1);
  });
});
