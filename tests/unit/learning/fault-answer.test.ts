import { describe, expect, it } from 'vitest';
import type { PlantedFault } from '../../../src/core/contract/api';
import type { SyncMap } from '../../../src/core/contract/edition-format';
import {
  barChoices,
  checkAnswer,
  faultMarks,
  NO_ANSWER,
  progressOfAnswer,
  splitSolution,
  WHOLE_PIECE,
} from '../../../src/core/learning/fault-answer';
import { mergeProgress } from '../../../src/core/progress/merge-metadata';
import { twoBarSync } from '../support/example-fixtures';

const wrongNote: PlantedFault = { kind: 'wrong-note', voice: 'alto', bar: '2', note: 2, semitones: 1 };
const flat: PlantedFault = { kind: 'detuned', voice: 'tenore', cents: -30 };

const note = (id: string, startMs: number) => ({ id, startMs, endMs: startMs + 500 });
const twoBars = twoBarSync({
  alto: [note('a1', 0), note('a2', 3000), note('a3', 4500), note('a1', 6000)],
  tenore: [note('t1', 0), note('t2', 3000)],
});
/** Bar 1 is played again after bar 2 (a repeat): its notes come twice. */
const sync: SyncMap = {
  ...twoBars,
  durationMs: 9000,
  bars: [...twoBars.bars, { index: 2, measureId: 'm1', n: '1', page: 1, startMs: 6000, endMs: 9000 }],
};

describe('an ear-training answer', () => {
  it('is right only when voice, bar and kind are the planted fault', () => {
    expect(checkAnswer(wrongNote, { voice: 'alto', bar: '2', kind: 'wrong-note' })).toEqual({
      status: 'checked',
      right: { voice: true, bar: true, kind: true },
      correct: true,
    });
    expect(checkAnswer(wrongNote, { voice: 'tenore', bar: '2', kind: 'detuned' })).toEqual({
      status: 'checked',
      right: { voice: false, bar: true, kind: false },
      correct: false,
    });
  });

  it('places a fault that lasts the whole piece in the whole piece, not in a bar', () => {
    expect(checkAnswer(flat, { voice: 'tenore', bar: WHOLE_PIECE, kind: 'detuned' })).toMatchObject({
      correct: true,
    });
    expect(checkAnswer(flat, { voice: 'tenore', bar: '1', kind: 'detuned' })).toMatchObject({
      correct: false,
      right: { bar: false },
    });
  });

  it('is not checked while a part is missing, and names what is missing', () => {
    expect(checkAnswer(wrongNote, NO_ANSWER)).toEqual({
      status: 'incomplete',
      missing: ['voice', 'bar', 'kind'],
    });
    expect(checkAnswer(wrongNote, { ...NO_ANSWER, voice: 'alto', kind: 'too-loud' })).toEqual({
      status: 'incomplete',
      missing: ['bar'],
    });
  });
});

describe('the progress an answer earns', () => {
  it('is 100 for a right answer, nothing for a wrong or incomplete one', () => {
    const right = checkAnswer(flat, { voice: 'tenore', bar: WHOLE_PIECE, kind: 'detuned' });
    expect(progressOfAnswer(right)).toBe(100);
    expect(progressOfAnswer(checkAnswer(flat, { voice: 'alto', bar: WHOLE_PIECE, kind: 'detuned' }))).toBe(
      null,
    );
    expect(progressOfAnswer(checkAnswer(flat, NO_ANSWER))).toBe(null);
  });

  it('stays done when a later try is wrong (maxProgress keeps the right answer)', () => {
    const steps = mergeProgress([], { learnElementId: 1081, learnElementProgress: 40 });
    const answered = mergeProgress(steps, { learnElementId: 1081, learnElementProgress: 100 });
    const retried = mergeProgress(answered, { learnElementId: 1081, learnElementProgress: 40 });
    expect(retried[0]!.maxProgress).toBe(100);
  });
});

describe('the fault in the score', () => {
  it('marks the wrong note and its bar: the n-th note of the voice that starts in that bar', () => {
    expect(faultMarks(wrongNote, sync)).toEqual({ measureIds: ['m2'], noteIds: ['a3'] });
  });

  it('marks every note of a voice that is out of tune or too loud, each once', () => {
    expect(faultMarks(flat, sync)).toEqual({ measureIds: [], noteIds: ['t1', 't2'] });
    expect(faultMarks({ kind: 'too-loud', voice: 'alto', db: 9 }, sync).noteIds).toEqual(['a1', 'a2', 'a3']);
  });

  it('fails plainly when the score has no such bar or note', () => {
    expect(() => faultMarks({ ...wrongNote, bar: '9' }, sync)).toThrow('no bar 9');
    expect(() => faultMarks({ ...wrongNote, note: 3 }, sync)).toThrow('no note 3 in bar 2');
  });

  it('offers each printed bar once, in score order', () => {
    expect(barChoices(sync)).toEqual(['1', '2']);
  });
});

describe('an ear-training lesson text', () => {
  it('keeps its solution (from the last heading on) until answered', () => {
    const html = '<p>Goal</p><ol><li>Listen</li></ol><h3>Answer</h3><p>The alto.</p>';
    expect(splitSolution(html)).toEqual({
      task: '<p>Goal</p><ol><li>Listen</li></ol>',
      solution: '<h3>Answer</h3><p>The alto.</p>',
    });
    expect(splitSolution('<p>No heading</p>')).toEqual({ task: '<p>No heading</p>', solution: '' });
  });
});
