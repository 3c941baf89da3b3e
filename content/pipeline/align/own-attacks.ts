// Onsets moved to where the recording's own attacks fit (decision 0065). In a sustained timbre the
// warping's times wander from onset to onset (choir "aahs" ±100 ms: decision 0063), and the
// reference's attacks, in another timbre and room, are a poor template to correct them by. The
// recording's own are better: per pitch, the average of its energy around the path's onsets of that
// pitch is how this choir (or organ) in this room begins a note, its wobble and noise averaged out.
// Each onset that brings a new pitch class is slid up to ±300 ms from the path's time to where its
// new pitches' templates fit best; the templates are made again around the moved times, four
// times. Not near a hold or a silence (held or paused at will), not where the fit peaks at the
// search's edge, and undone where it would put the onset out of line with its neighbours' tempo.
// An onset whose fit peaked at the edge (the path 0.4-0.7 s off, where the recording gives it
// little to hold) is searched once more, ±600 ms, with the templates the others made (decision 0067).
import { FEATURE_RATE, type Features, MAX_PITCH, MIN_PITCH } from './features';
import { pitchDelays } from './pitch-delays';
import { HOLD_AFTER_MS } from './reference';
import { trimmedMean } from './refine';
import { heardOnsets, MAX_GAP_MS, newPitches } from './unheard';

const PITCHES = MAX_PITCH - MIN_PITCH + 1;
const BEFORE = 30; // frames of a template before the onset (300 ms) ...
const AFTER = 30; // ... and after it
const LENGTH = BEFORE + AFTER + 1;
const SEARCH = 30; // frames an onset may move either way (300 ms)
const WIDE = 60; // and where its fit peaked at that edge, in the search once more (600 ms)
const ROUNDS = 4; // templates made again around the moved times
const TRIM = 0.25; // of the occurrences left out at each end, frame by frame (a robust average)
const MIN_OCCURRENCES = 3; // a pitch begun fewer times has no template
const CLEAR_OF_HOLD_MS = 300;
/**
 * Farther out of line with the neighbours than the path, by more than this: undone. Not less: where
 * the tempo quickens or slows by a fifth from one span to the next (the bench's ±25 % curve does
 * within a bar), an onset rightly found lies 130 ms off the line through neighbours 1.2 s away
 * (decision 0068).
 */
const TEMPO_TOLERANCE_MS = 150;

interface Note {
  pitch: number;
  startMs: number;
  endMs: number;
}

/** The recording's energy of pitch bin `bin` over a template's frames around `frame`, mean removed. */
function excerpt(rec: Features, bin: number, frame: number): Float64Array {
  const v = new Float64Array(LENGTH);
  let mean = 0;
  for (let x = 0; x < LENGTH; x++) {
    const f = Math.max(0, Math.min(rec.frames - 1, frame - BEFORE + x));
    v[x] = rec.energy![f * PITCHES + bin]!;
    mean += v[x]! / LENGTH;
  }
  for (let x = 0; x < LENGTH; x++) v[x]! -= mean;
  return v;
}

/** Where (frames, fractional) the excerpts of `bins` fit the templates best within ±`search` of `base`. */
function bestFit(
  rec: Features,
  bins: number[],
  templates: Float64Array[],
  base: number,
  search = SEARCH,
): number | null {
  let norm = 0;
  for (const t of templates) for (const x of t) norm += x * x;
  const score: number[] = [];
  for (let s = -search; s <= search; s++) {
    let dot = 0;
    let energy = 0;
    for (const [i, bin] of bins.entries()) {
      const w = excerpt(rec, bin, base + s);
      for (let x = 0; x < LENGTH; x++) {
        dot += w[x]! * templates[i]![x]!;
        energy += w[x]! ** 2;
      }
    }
    score.push(dot / Math.sqrt(energy * norm + 1e-12));
  }
  let best = 0;
  for (let i = 1; i < score.length; i++) if (score[i]! > score[best]!) best = i;
  // a fit at the search's edge may lie beyond it: no evidence
  if (best === 0 || best === score.length - 1) return null;
  const [a, b, c] = [score[best - 1]!, score[best]!, score[best + 1]!];
  const curvature = a - 2 * b + c;
  return base + best - search + (curvature < 0 ? (0.5 * (a - c)) / curvature : 0);
}

/** `onPath` with the onsets that bring a new pitch class moved to the recording's own attacks. */
export function byOwnAttacks(
  onPath: (ms: number[]) => number[],
  rec: Features,
  score: { notes: Note[]; holds: { endMs: number; ms: number }[] },
): (ms: number[]) => number[] {
  if (!rec.energy) return onPath;
  const heard = heardOnsets(score.notes);
  const path = onPath(heard).map((t) => (t * FEATURE_RATE) / 1000);
  const pitches = heard.map((t) => newPitches(score.notes, t));
  const bins = pitches.map((ps) => [
    ...new Set(
      ps
        .flatMap((p) => [p, p + 12]) // the fundamental and the octave
        .map((p) => p - MIN_PITCH)
        .filter((b) => b >= 0 && b < PITCHES),
    ),
  ]);
  const breaks = score.holds.map((h) => [h.endMs - h.ms, h.endMs + HOLD_AFTER_MS] as const);
  const clear = (k: number, search: number) => {
    const f = Math.round(path[k]!);
    if (f - BEFORE - search < 0 || f + AFTER + search >= rec.frames) return false;
    for (let g = f - BEFORE - search; g <= f + AFTER + search; g++) if (rec.silent[g]) return false;
    return true;
  };
  const movable = heard.map(
    (t, k) =>
      !breaks.some(([x, y]) => x < t + CLEAR_OF_HOLD_MS && y > t - CLEAR_OF_HOLD_MS) && clear(k, SEARCH),
  );
  /** Where onset `k`'s new pitches fit their templates best within ±`search` of the path's time. */
  const fitNear = (k: number, templates: Map<number, Float64Array>, search = SEARCH) => {
    const own = bins[k]!.filter((b) => templates.has(b));
    if (!own.length) return null;
    return bestFit(
      rec,
      own,
      own.map((b) => templates.get(b)!),
      Math.round(path[k]!),
      search,
    );
  };
  let at = [...path];
  let moved = heard.map(() => false);
  let templates = new Map<number, Float64Array>();
  for (let round = 0; round < ROUNDS; round++) {
    const occurrences = new Map<number, Float64Array[]>();
    for (const [k, ok] of movable.entries())
      if (ok)
        for (const bin of bins[k]!) {
          const rows = occurrences.get(bin) ?? [];
          rows.push(excerpt(rec, bin, Math.round(at[k]!)));
          occurrences.set(bin, rows);
        }
    templates = new Map();
    for (const [bin, rows] of occurrences)
      if (rows.length >= MIN_OCCURRENCES) templates.set(bin, trimmedMean(rows, TRIM));
    // each round searches around the path's time, with templates from the round before
    const next = [...path];
    moved = heard.map(() => false);
    for (const [k, ok] of movable.entries()) {
      const fit = ok ? fitNear(k, templates) : null;
      if (fit === null) continue;
      next[k] = fit;
      moved[k] = true;
    }
    at = next;
  }
  // the onsets the path found beyond the search, once more with the others' templates
  for (const [k, ok] of movable.entries()) {
    const fit = ok && !moved[k] && clear(k, WIDE) ? fitNear(k, templates, WIDE) : null;
    if (fit === null) continue;
    at[k] = fit;
    moved[k] = true;
  }
  // out of line with the neighbours' tempo, farther than the path was: the path's time
  for (let k = 1; k + 1 < heard.length; k++) {
    if (!moved[k] || heard[k + 1]! - heard[k - 1]! > MAX_GAP_MS) continue;
    const line =
      at[k - 1]! +
      ((at[k + 1]! - at[k - 1]!) * (heard[k]! - heard[k - 1]!)) / (heard[k + 1]! - heard[k - 1]!);
    const tolerance = (TEMPO_TOLERANCE_MS * FEATURE_RATE) / 1000;
    if (Math.abs(at[k]! - line) > Math.abs(path[k]! - line) + tolerance) at[k] = path[k]!;
  }
  // each pitch's own lateness, learnt from the tempo, taken off (pitch-delays.ts, decision 0066)
  const used = heard.map((_, k) => k).filter((k) => moved[k]);
  const late = pitchDelays(
    used.map((k) => heard[k]!),
    used.map((k) => at[k]!),
    used.map((k) => pitches[k]!),
    breaks,
  );
  for (const [i, k] of used.entries()) at[k]! -= late[i]!;
  const delta = at.map((f, k) => ((f - path[k]!) * 1000) / FEATURE_RATE);
  return (ms) => {
    const base = onPath(ms);
    return ms.map((t, i) => {
      // between two heard onsets, the move of each in proportion
      const j = heard.findIndex((h) => h > t - 5);
      if (j < 0) return base[i]!;
      if (Math.abs(heard[j]! - t) < 5) return base[i]! + delta[j]!;
      if (j === 0) return base[i]!;
      const w = (t - heard[j - 1]!) / (heard[j]! - heard[j - 1]!);
      return base[i]! + (1 - w) * delta[j - 1]! + w * delta[j]!;
    });
  };
}
