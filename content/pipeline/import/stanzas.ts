// A strophic song printed as hymnals print it: the music once, its stanzas stacked under the notes,
// no repeat sign. A choir sings it once per stanza, so the import lays the performance end to end
// that many times; a stanza the recording leaves out is then one of the readings the alignment
// tries (`readings.ts`: every jump back to the first bar is a repeat that may not be taken).

import type { RenderedScore } from '../score';
import { repeatJumps } from './readings';

/** The number of stanzas under the notes: the highest verse number of the score's lyrics. */
export function stanzaCount(mei: string): number {
  let most = 1;
  for (const m of mei.matchAll(/<verse\b[^>]*\sn="(\d+)"/g)) most = Math.max(most, Number(m[1]));
  return most;
}

/**
 * The score sung `stanzas` times: bars, notes, dynamics and fermata holds repeated, each stanza
 * after the one before. A score with repeat signs keeps its own order (its stanzas are its repeats'
 * passes), as does a song of one stanza.
 */
export function sungStanzas(score: RenderedScore, stanzas: number): RenderedScore {
  if (stanzas <= 1 || repeatJumps(score.bars).length > 0) return score;
  const length = score.durationMs;
  const times = Array.from({ length: stanzas }, (_, s) => s * length);
  const shifted = <T extends { startMs: number; endMs: number }>(items: T[]) =>
    times.flatMap((off) => items.map((x) => ({ ...x, startMs: x.startMs + off, endMs: x.endMs + off })));
  const voices = Object.fromEntries(
    Object.entries(score.voices).map(([voice, notes]) => [voice, shifted(notes)]),
  ) as RenderedScore['voices'];
  const dynamics = Object.fromEntries(
    Object.entries(score.dynamics).map(([voice, points]) => [
      voice,
      times.flatMap((off) => points.map((p) => ({ ...p, ms: p.ms + off }))),
    ]),
  ) as RenderedScore['dynamics'];
  return {
    ...score,
    bars: shifted(score.bars).map((bar, index) => ({ ...bar, index })),
    voices,
    audioNotes: shifted(score.audioNotes),
    dynamics,
    holds: times.flatMap((off) => score.holds.map((h) => ({ ...h, endMs: h.endMs + off }))),
    durationMs: stanzas * length,
  };
}
