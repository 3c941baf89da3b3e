/**
 * An ear-training exercise's answer (decision 0055): the learner names the voice, the place and the
 * kind of the fault the recording carries; it is checked against the fault the pipeline planted, as
 * the example's manifest states it (`ExampleDto.fault`), and marked on the score.
 */
import type { PlantedFault, Voice } from '../contract/api';
import type { SyncMap } from '../contract/edition-format';

export type FaultKind = PlantedFault['kind'];
export const FAULT_KINDS: readonly FaultKind[] = ['wrong-note', 'detuned', 'too-loud'];
/** The place of a fault that lasts the whole example (a detuned or too loud voice). */
export const WHOLE_PIECE = 'all';

/** What the learner chose so far (null: not yet). `bar`: a printed bar number or {@link WHOLE_PIECE}. */
export interface FaultAnswer {
  voice: Voice | null;
  bar: string | null;
  kind: FaultKind | null;
}

export type AnswerPart = keyof FaultAnswer;

export type AnswerCheck =
  | { status: 'incomplete'; missing: AnswerPart[] }
  | { status: 'checked'; right: Record<AnswerPart, boolean>; correct: boolean };

export const NO_ANSWER: FaultAnswer = { voice: null, bar: null, kind: null };

/** Where the fault is: its bar, or the whole piece. */
export function faultPlace(fault: PlantedFault): string {
  return fault.kind === 'wrong-note' ? fault.bar : WHOLE_PIECE;
}

/** Checks `answer` against `fault`, part by part; an answer with a part missing is not checked. */
export function checkAnswer(fault: PlantedFault, answer: FaultAnswer): AnswerCheck {
  const parts: AnswerPart[] = ['voice', 'bar', 'kind'];
  const missing = parts.filter((part) => answer[part] === null);
  if (missing.length > 0) return { status: 'incomplete', missing };
  const right = {
    voice: answer.voice === fault.voice,
    bar: answer.bar === faultPlace(fault),
    kind: answer.kind === fault.kind,
  };
  return { status: 'checked', right, correct: right.voice && right.bar && right.kind };
}

/** The progress a checked answer earns: done when right; a wrong one earns nothing (null). */
export function progressOfAnswer(check: AnswerCheck): number | null {
  return check.status === 'checked' && check.correct ? 100 : null;
}

/** The printed bar numbers to choose from, in score order, each once (a repeat plays a bar twice). */
export function barChoices(sync: SyncMap): string[] {
  return [...new Set(sync.bars.map((bar) => bar.n))];
}

/** What the score marks once answered: the wrong note and its bar, or the faulty voice's notes throughout. */
export interface FaultMarks {
  measureIds: string[];
  noteIds: string[];
}

/** The fault's place in the score; throws when the sync map has no such bar or note (a broken example). */
export function faultMarks(fault: PlantedFault, sync: SyncMap): FaultMarks {
  const notes = sync.voices[fault.voice];
  if (fault.kind !== 'wrong-note') return { measureIds: [], noteIds: [...new Set(notes.map((n) => n.id))] };
  const bar = sync.bars.find((b) => b.n === fault.bar);
  if (!bar) throw new Error(`The example has no bar ${fault.bar}`);
  const note = notes.filter((n) => n.startMs >= bar.startMs && n.startMs < bar.endMs)[fault.note - 1];
  if (!note) throw new Error(`The ${fault.voice} has no note ${fault.note} in bar ${fault.bar}`);
  return { measureIds: [bar.measureId], noteIds: [note.id] };
}

/**
 * An ear-training lesson's text split at its last `<h3>`: the task (goal and steps) shown at once,
 * the solution (why the fault is easy to miss, how to correct it) once the learner has answered.
 */
export function splitSolution(html: string): { task: string; solution: string } {
  const at = html.lastIndexOf('<h3>');
  return at < 0 ? { task: html, solution: '' } : { task: html.slice(0, at), solution: html.slice(at) };
}
