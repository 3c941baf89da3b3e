// Renders an ear-training example's recording: the example's score as written, its audio with one
// planted fault (faults.ts), measured in the stems before anything is mixed (decision 0049).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Voice } from '../../../src/core/contract/api';
import { GM_PROGRAM, type Mix, mixes, renderStem, renderStems, TAIL_MS, voiceMidi } from '../audio';
import type { RenderedScore } from '../score';
import { fineTuning, louder, type PlantedFault, plantWrongNote } from './faults';
import { centsAgainst, levelAgainstOthers } from './measure';

/** How far a measured fault may lie from the planted one: cents of a pitch, dB of a level. */
const CENTS_TOLERANCE = 8;
const DB_TOLERANCE = 1.5;

/** The midpoint of the sung notes' offsets: one figure for the voice. */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The stems of `score` with `fault` planted, checked by measurement; throws when the fault is not heard. */
export async function faultyStems(
  score: RenderedScore,
  fault: PlantedFault,
  tmp: string,
  tag: string,
): Promise<{ stems: Record<Voice, Float32Array>; measured: string }> {
  const lengthMs = score.durationMs + TAIL_MS;
  if (fault.kind === 'wrong-note') {
    const { notes, written, sung } = plantWrongNote(score.audioNotes, score.bars, fault);
    const stems = await renderStems(notes, score.dynamics, lengthMs, tmp, tag);
    const cents = centsAgainst(stems[fault.voice], sung.startMs, sung.endMs, written.pitch);
    if (Math.abs(cents - 100 * fault.semitones) > CENTS_TOLERANCE)
      throw new Error(`${tag}: the planted note sounds ${cents} cents from the written one`);
    return { stems, measured: `${fault.voice} bar ${fault.bar}: ${cents} cents from the written note` };
  }
  const stems = await renderStems(score.audioNotes, score.dynamics, lengthMs, tmp, tag);
  if (fault.kind === 'too-loud') {
    const before = levelAgainstOthers(stems, fault.voice);
    stems[fault.voice] = louder(stems[fault.voice], fault.db);
    const after = levelAgainstOthers(stems, fault.voice);
    if (Math.abs(after - before - fault.db) > DB_TOLERANCE)
      throw new Error(`${tag}: ${fault.voice} is ${(after - before).toFixed(1)} dB louder, not ${fault.db}`);
    return {
      stems,
      measured: `${fault.voice} ${before.toFixed(1)} dB -> ${after.toFixed(1)} dB against the loudest other voice`,
    };
  }
  const midiPath = join(tmp, `${tag}-${fault.voice}-detuned.mid`);
  const tuning = fineTuning(fault.cents);
  await writeFile(
    midiPath,
    voiceMidi(fault.voice, score.audioNotes, score.dynamics[fault.voice], GM_PROGRAM, tuning),
  );
  stems[fault.voice] = await renderStem(midiPath, join(tmp, `${tag}-detuned.raw`), lengthMs);
  const sung = score.audioNotes.filter((n) => n.voice === fault.voice && n.endMs - n.startMs >= 300);
  const cents = median(sung.map((n) => centsAgainst(stems[fault.voice], n.startMs, n.endMs, n.pitch)));
  if (Math.abs(cents - fault.cents) > CENTS_TOLERANCE)
    throw new Error(`${tag}: ${fault.voice} sounds ${cents} cents off, not ${fault.cents}`);
  return { stems, measured: `${fault.voice}: median ${cents} cents over ${sung.length} notes` };
}

/** The full mix and the emphasis mixes of the faulty stems, as an example's recordings (audio.ts). */
export async function faultyMixes(
  score: RenderedScore,
  fault: PlantedFault,
  tmp: string,
  tag: string,
  log: (line: string) => void,
): Promise<Mix[]> {
  const { stems, measured } = await faultyStems(score, fault, tmp, tag);
  log(`    planted ${fault.kind}, measured: ${measured}`);
  return mixes(stems);
}
