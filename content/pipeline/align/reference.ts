// The score's side of the alignment: its synthesised rendition (the pipeline's own voices at the
// score's tempo, whose times are exactly the sync map's), analysed like the recording.
import { VOICES } from '../../../src/core/contract/constants';
import { renderStems, TAIL_MS } from '../audio';
import type { RenderedScore } from '../score';
import { audioFeatures, type Features, scoreOnsets } from './features';
import { ANALYSIS_RATE, toAnalysisRate } from './signal';

/** The full mix of the score's voices at 44.1 kHz, as the editions' renditions are made. */
export async function renderReference(score: RenderedScore, tmp: string, tag: string): Promise<Float32Array> {
  const stems = await renderStems(score.audioNotes, score.dynamics, score.durationMs + TAIL_MS, tmp, tag);
  const mix = new Float32Array(stems.soprano.length);
  for (const v of VOICES) for (let i = 0; i < mix.length; i++) mix[i]! += stems[v][i]!;
  return mix;
}

/** Features of a 44.1 kHz signal (a render of the pipeline). */
export function renderFeatures(samples44k: Float32Array): Features {
  return audioFeatures(toAnalysisRate(samples44k), ANALYSIS_RATE);
}

/** The score's features: the harmony from its rendition, the onsets from its notes. */
export function scoreFeatures(score: RenderedScore, reference44k: Float32Array): Features {
  const f = renderFeatures(reference44k);
  return { ...f, onset: scoreOnsets(score.audioNotes, f.frames) };
}
