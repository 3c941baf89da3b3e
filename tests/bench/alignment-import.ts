/**
 * The bench's 3-minute case as an import aligns it, in a process of its own (as the import command
 * runs): `tsx tests/bench/alignment-import.ts <recording> <tmp>` renders the scores of the parts of
 * THREE_MINUTES, joins them into one piece, times `alignPart` on the recording (renders of the
 * references, decoding, features, every reading of the repeats, the fit, refined times) and prints
 * `{ seconds, reading }` as JSON. Started by alignment.ts, which writes the recording.
 */
import { alignPart } from '../../content/pipeline/import/align-part';
import type { RenderedScore } from '../../content/pipeline/score';
import { VOICES } from '../../src/core/contract/constants';
import { pieces, THREE_MINUTES } from './alignment';

/** Scores one after the other as one piece; bar numbers count on, so that no join reads as a repeat. */
export function joinScores(scores: RenderedScore[]): RenderedScore {
  const joined = {
    ...scores[0]!,
    bars: [],
    audioNotes: [],
    holds: [],
    pages: [],
    durationMs: 0,
  } as RenderedScore;
  joined.dynamics = { soprano: [], alto: [], tenore: [], basso: [] };
  joined.voices = { soprano: [], alto: [], tenore: [], basso: [] };
  let barsBefore = 0;
  for (const score of scores) {
    const at = joined.durationMs;
    const shift = <T extends { startMs: number; endMs: number }>(x: T): T => ({
      ...x,
      startMs: x.startMs + at,
      endMs: x.endMs + at,
    });
    const index = joined.bars.length;
    joined.bars.push(
      ...score.bars.map((b) => ({
        ...shift(b),
        index: index + b.index,
        n: String(barsBefore + Number(b.n)),
      })),
    );
    joined.audioNotes.push(...score.audioNotes.map(shift));
    joined.holds.push(...score.holds.map((h) => ({ ...h, endMs: h.endMs + at })));
    for (const v of VOICES) {
      joined.dynamics[v].push(...score.dynamics[v].map((d) => ({ ...d, ms: d.ms + at })));
      joined.voices[v].push(...score.voices[v].map(shift));
    }
    barsBefore += Math.max(...score.bars.map((b) => Number(b.n)));
    joined.durationMs += score.durationMs;
  }
  return joined;
}

const [recording, tmp] = process.argv.slice(2);
if (!recording || !tmp) throw new Error('usage: alignment-import.ts <recording> <tmp>');
const score = joinScores((await pieces(THREE_MINUTES)).map((p) => p.score));
const t0 = performance.now();
const aligned = await alignPart(score, recording, tmp, 'three-minutes', () => undefined);
console.log(JSON.stringify({ seconds: (performance.now() - t0) / 1000, reading: aligned.reading }));
