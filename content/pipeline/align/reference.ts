// The score's side of the alignment: its synthesised rendition (the pipeline's voices at the score's
// tempo, whose times are exactly the sync map's), analysed like the recording. It is rendered in a
// few timbres of general kinds and the one that fits the recording best is kept (decision 0058): a
// staged swell is then paired with a staged swell, a late-speaking pipe with a late-speaking pipe.
import { GM_PROGRAM, renderMix, TAIL_MS } from '../audio';
import type { RenderedScore } from '../score';
import { audioFeatures, FEATURE_RATE, type Features } from './features';
import { ANALYSIS_RATE, toAnalysisRate } from './signal';

/**
 * The reference's candidate timbres (0-based GM programs of FluidR3_GM): a struck one (1 "Bright
 * Acoustic Piano"), a sustained one that speaks late (20 "Reed Organ") and a voice that swells in
 * (53 "Voice Oohs", the editions' own). None is a program the bench's renditions are played in,
 * though FluidR3_GM's 1 plays the same piano samples as the bench's 0 (decision 0058).
 */
export const REFERENCE_PROGRAMS = [1, 20, GM_PROGRAM] as const;
/** The struck one: a recording that fits it best is heard striking every chord, even one struck again. */
export const STRUCK_REFERENCE = REFERENCE_PROGRAMS[0];

/** The full mix of the score's voices at 44.1 kHz in one GM program. */
export function renderReference(
  score: RenderedScore,
  tmp: string,
  tag: string,
  program: number = GM_PROGRAM,
): Promise<Float32Array> {
  return renderMix(score.audioNotes, score.dynamics, score.durationMs + TAIL_MS, tmp, tag, program);
}

/** Features of a 44.1 kHz signal (a render of the pipeline). */
export function renderFeatures(samples44k: Float32Array): Features {
  return audioFeatures(toAnalysisRate(samples44k), ANALYSIS_RATE);
}

/** What lingering on a fermata's hold costs, against elsewhere (a performance holds it at will). */
export const HOLD_LINGER = 0.5;
export const HOLD_AFTER_MS = 100; // the cut-off and the breath after it
const VERSE_END_MS = 300; // the end of a verse before a repeat jumps back

/**
 * The score's features: harmony and onsets from its rendition, found as the recording's are (the
 * onsets of the notes themselves paired a note-on with a slow attack's late or staged rise), where
 * the recording may linger at a lower cost (its fermatas' holds and the ends of verses, where a
 * repeat jumps back), and where it may go on after a pause. Without them the warping spent a long
 * hold or a pause on the next bar when it began with the same chord (organ, choir: no sharp attack
 * to tell the two apart).
 */
export function scoreFeatures(score: RenderedScore, reference44k: Float32Array): Features {
  const f = renderFeatures(reference44k);
  const linger = new Float32Array(f.frames).fill(1);
  const frame = (ms: number) => Math.max(0, Math.min(f.frames, Math.round((ms * FEATURE_RATE) / 1000)));
  for (const h of score.holds)
    linger.fill(HOLD_LINGER, frame(h.endMs - h.ms), frame(h.endMs + HOLD_AFTER_MS));
  // where a repeat jumps back (the verses meet), a performance may breathe or pause
  for (const [k, b] of score.bars.entries())
    if (k > 0 && Number(b.n) < Number(score.bars[k - 1]!.n))
      linger.fill(HOLD_LINGER, frame(b.startMs - VERSE_END_MS), frame(b.startMs));
  return { ...f, linger, resume: resumePoints(score.audioNotes, f.frames) };
}

const RESUME_BEFORE_MS = 20;
const RESUME_AFTER_MS = 100; // the first sound after a pause is found a little after its note-on

/**
 * Where a performance may go on after a pause: the starts of notes across which no other note
 * sounds (from a little before to a little after them, as the first sound is found a little late).
 */
export function resumePoints(notes: { startMs: number; endMs: number }[], frames: number): Uint8Array {
  const resume = new Uint8Array(frames);
  const byStart = [...notes].sort((a, b) => a.startMs - b.startMs);
  let k = 0;
  let reach = Number.NEGATIVE_INFINITY; // the latest end of the notes begun before the point
  const frame = (ms: number) => Math.max(0, Math.min(frames, Math.round((ms * FEATURE_RATE) / 1000)));
  for (const t of new Set(byStart.map((n) => n.startMs))) {
    while (k < byStart.length && byStart[k]!.startMs < t - 5) reach = Math.max(reach, byStart[k++]!.endMs);
    if (reach > t + 5) continue;
    resume.fill(1, frame(t - RESUME_BEFORE_MS), frame(t + RESUME_AFTER_MS) + 1);
  }
  return resume;
}
