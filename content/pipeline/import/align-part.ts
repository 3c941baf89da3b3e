// One part of an import: its score's rendition aligned to the recording under every reading of the
// repeats, the best-fitting reading kept, and the sync map moved onto the recording. A recording
// that fits no reading (another piece, a verse missing) is refused.

import { VOICES } from '../../../src/core/contract/constants';
import type { SyncBar } from '../../../src/core/contract/edition-format';
import {
  alignFeatures,
  chooseReference,
  type Fit,
  LOCAL_LIMIT,
  mapTimes,
  PACE_LIMIT,
  type PathFit,
  pathFit,
  withKeyContrast,
} from '../align/align';
import { audioFeatures, FEATURE_RATE, type Features, sliceFeatures } from '../align/features';
import { REFERENCE_PROGRAMS, renderReference, scoreFeatures } from '../align/reference';
import { retimeSync } from '../align/retime';
import { ANALYSIS_RATE, decodeAudio } from '../align/signal';
import { recordingTimes } from '../align/times';
import { GM_PROGRAM } from '../audio';
import type { AudioNote } from '../audio-notes';
import type { RenderedScore } from '../score';
import { keptSpans, type Reading, readings } from './readings';

export interface AlignedPart {
  /** the score with the recording's bars, notes and length */
  score: RenderedScore;
  /** the score's attacks at their times in the recording (the checks listen for them) */
  attacks: AudioNote[];
  reading: string;
  fit: Fit;
}

const frame = (ms: number) => Math.round((ms * FEATURE_RATE) / 1000);

/** Full-timeline time -> time on the timeline without the left-out spans. */
function shortened(spans: [number, number][]) {
  return (ms: number) => {
    let removed = spans[0]![0];
    for (let i = 1; i < spans.length && spans[i]![0] <= ms; i++) removed += spans[i]![0] - spans[i - 1]![1];
    return ms - removed;
  };
}

/** A reading the recording passes over in no time lacks music: any other fits better. */
const paced = (fit: PathFit) => fit.pace >= PACE_LIMIT;
const fitsBetter = (fit: PathFit, than: PathFit) =>
  paced(fit) !== paced(than) ? paced(fit) : fit.worst < than.worst;

/** A time of the reading's reference (its kept spans laid end to end) -> the score's bar there. */
function barOn(spans: [number, number][], bars: RenderedScore['bars'], ms: number) {
  let left = ms;
  for (const [a, b] of spans) {
    if (left < b - a) return bars.find((bar) => bar.endMs > a + left) ?? bars[0]!;
    left -= b - a;
  }
  return bars[bars.length - 1]!;
}

export async function alignPart(
  score: RenderedScore,
  recordingPath: string,
  tmp: string,
  tag: string,
  log: (line: string) => void,
): Promise<AlignedPart> {
  // The score in a few timbres; the one the recording fits best is its reference (decision 0058).
  // Their renders (one fluidsynth run a timbre) go side by side and beside the recording's decoding
  // and features (decision 0069).
  const recordingFeatures = decodeAudio(recordingPath).then((x) => audioFeatures(x, ANALYSIS_RATE));
  const candidates = await Promise.all(
    REFERENCE_PROGRAMS.map(async (program) =>
      scoreFeatures(score, await renderReference(score, tmp, `${tag}-${program}`, program)),
    ),
  );
  const recording = await recordingFeatures;
  const chosen = chooseReference(candidates, recording);
  const reference = candidates[chosen]!;
  const own = candidates[REFERENCE_PROGRAMS.indexOf(GM_PROGRAM)]!; // the key contrast's limit was set on it
  log(`    reference timbre: GM program ${REFERENCE_PROGRAMS[chosen]}`);
  let best: {
    reading: Reading;
    spans: [number, number][];
    ranges: [number, number][];
    path: ReturnType<typeof alignFeatures>;
    fit: PathFit;
    ref: Features;
  } | null = null;
  for (const reading of readings(score.bars)) {
    const spans = keptSpans(score.bars, reading.keep);
    const ranges = spans.map(([a, b]): [number, number] => [frame(a), frame(b)]);
    if (reading.keep[reading.keep.length - 1]) ranges[ranges.length - 1]![1] = reference.frames; // the reverb tail
    const ref = sliceFeatures(reference, ranges);
    const path = alignFeatures(ref, recording);
    const fit = pathFit(path, ref, recording);
    log(`    ${reading.label}: worst stretch ${fit.worst.toFixed(3)}, pace ${fit.pace.toFixed(2)}`);
    if (!best || fitsBetter(fit, best.fit)) best = { reading, spans, ranges, path, fit, ref };
  }
  const { reading, spans, ranges, path, ref } = best!;
  const fit = withKeyContrast(best!.fit, sliceFeatures(own, ranges), recording);
  log(`    key contrast ${fit.keyContrast.toFixed(2)} (${reading.label})`);
  if (!fit.ok) {
    const barAt = (ms: number) => barOn(spans, score.bars, ms);
    throw new Error(
      fit.worst > LOCAL_LIMIT
        ? `${recordingPath} does not fit the score: from bar ${barAt(fit.worstAtMs).n} on the recording matches it poorly (cost ${fit.worst.toFixed(2)} > ${LOCAL_LIMIT}). A verse or repeat left out, or music the score does not have?`
        : fit.pace < PACE_LIMIT
          ? `${recordingPath} does not fit the score: from bar ${barAt(fit.paceAtMs).n} on the recording passes over the score ${(1 / Math.max(fit.pace, 0.01)).toFixed(0)} times faster than written. A verse left out?`
          : `${recordingPath} does not fit the score: it matches the score hardly better than the score transposed (contrast ${fit.keyContrast.toFixed(2)}). Another piece, or another key?`,
    );
  }
  const short = shortened(spans);
  const kept = score.bars.filter((_, i) => reading.keep[i]);
  const inKept = (ms: number) => kept.some((b) => ms >= b.startMs && ms < b.endMs);
  const played = score.audioNotes.filter((n) => inKept(n.startMs));
  // on the reading's timeline (its kept spans laid end to end), as the path and its reference are
  const times = recordingTimes({
    onPath: (ms) => mapTimes(path, ms, recording.silent, ref.silent),
    recording,
    reference: ref,
    program: REFERENCE_PROGRAMS[chosen]!,
    barStartsMs: kept.map((b) => short(b.startMs)),
    notes: played.map((n) => ({ ...n, startMs: short(n.startMs), endMs: short(n.endMs) })),
    holds: score.holds.filter((h) => inKept(h.endMs - 1)).map((h) => ({ ...h, endMs: short(h.endMs) })),
  });
  const toRecording = (ms: number[]) => times(ms.map(short));
  const sync = retimeSync(
    {
      bars: kept.map((b, index): SyncBar => ({ ...b, index })),
      voices: Object.fromEntries(
        VOICES.map((v) => [v, score.voices[v].filter((n) => inKept(n.startMs))]),
      ) as RenderedScore['voices'],
      durationMs: score.durationMs,
    },
    toRecording,
  );
  const starts = toRecording(played.map((n) => n.startMs));
  const attacks = played.map((n, i) => ({ ...n, startMs: Math.round(starts[i]!) }));
  return { score: { ...score, ...sync }, attacks, reading: reading.label, fit };
}
