import { describe, expect, it } from 'vitest';
import {
  conductedClicks,
  conductedPosition,
  GROUPED_METRES,
  metreById,
  metreOfGroups,
  signatureOf,
} from '../../../src/core/practice/metres';
import { DEFAULT_EIGHTH_TEMPO, DEFAULT_TEMPO, tempoForMetre } from '../../../src/core/practice/metronome';

describe('the metres the metronome offers', () => {
  it('are the compound and asymmetric metres the course teaches', () => {
    expect(GROUPED_METRES.map((metre) => `${signatureOf(metre)} ${metre.groups.join('+')}`)).toEqual([
      '6/8 3+3',
      '5/8 3+2',
      '5/8 2+3',
      '7/8 2+2+3',
      '7/8 3+2+2',
      '9/8 3+3+3',
      '12/8 3+3+3+3',
    ]);
    expect(metreOfGroups('2+2+3')?.id).toBe('7/8:2+2+3');
    expect(metreOfGroups('4+4')).toBe(null);
    expect(metreById('unknown').id).toBe('4');
  });

  it('move the pattern from beat to beat over a beat’s clicks (6/8 in two)', () => {
    const sixEight = metreById('6/8');
    expect(conductedPosition(sixEight, { kind: 'beat', beat: 0, phase: 0.5 })).toEqual({
      kind: 'beat',
      beat: 0,
      phase: 0.5 / 3,
    });
    expect(conductedPosition(sixEight, { kind: 'beat', beat: 4, phase: 0 })).toEqual({
      kind: 'beat',
      beat: 1,
      phase: 1 / 3,
    });
  });

  it('give the Beat check the clicks that begin the hand’s beats', () => {
    const clicks = Array.from({ length: 7 }, (_, beat) => ({ time: beat / 4, beat }));
    expect(conductedClicks(metreById('7/8:3+2+2'), clicks)).toEqual([
      { time: 0, beat: 0 },
      { time: 0.75, beat: 1 },
      { time: 1.25, beat: 2 },
    ]);
    expect(conductedClicks(metreById('4'), clicks.slice(0, 4))).toHaveLength(4);
  });

  it('keep the tempo within quarters or eighths, and take the usual one across', () => {
    expect(tempoForMetre(84, metreById('3'), metreById('4'))).toBe(84);
    expect(tempoForMetre(84, metreById('3'), metreById('6/8'))).toBe(DEFAULT_EIGHTH_TEMPO);
    expect(tempoForMetre(200, metreById('9/8'), metreById('2'))).toBe(DEFAULT_TEMPO);
  });
});
