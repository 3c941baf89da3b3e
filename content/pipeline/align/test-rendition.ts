// Test renditions with known truth for the alignment bench: the score's notes played as a choir
// might sing them (a tempo curve of ±25 % with ritardandi, fermatas held 1-4 s, a 2 s pause between
// verses), by another instrument, in a bigger room, with noise at 20 dB SNR. The truth is where every
// bar starts in that rendition.

import type { Voice } from '../../../src/core/contract/api';
import { VOICES } from '../../../src/core/contract/constants';
import { levelDb, renderStems, SAMPLE_RATE, TAIL_MS } from '../audio';
import type { AudioNote } from '../audio-notes';
import type { DynPoint } from '../dynamics';
import type { RenderedScore } from '../score';

/** General MIDI programs (0-based) of the timbres the bench plays. */
export const TIMBRES = { piano: 0, organ: 19, aahs: 52 } as const;
export type Timbre = keyof typeof TIMBRES;

export interface RenditionPlan {
  seed: number;
  timbre: Timbre;
  tempoSwing?: number; // ±, 0.25
  holdMs?: [number, number]; // fermata holds drawn from this range
  pauseMs?: number; // between verses
  snrDb?: number;
}

export interface TestRendition {
  samples: Float32Array; // mono, SAMPLE_RATE
  /** where each bar of the score's sync map starts in the rendition (ms) */
  barStartsMs: number[];
  durationMs: number;
}

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where the verses meet: the first bar a repeat jumps back to, else the bar nearest the middle. */
export function pauseBar(bars: RenderedScore['bars']): number {
  for (let k = 1; k < bars.length; k++) if (Number(bars[k]!.n) < Number(bars[k - 1]!.n)) return k;
  const mid = bars[bars.length - 1]!.endMs / 2;
  let best = 1;
  for (let k = 1; k < bars.length; k++)
    if (Math.abs(bars[k]!.startMs - mid) < Math.abs(bars[best]!.startMs - mid)) best = k;
  return best;
}

/**
 * Score time -> rendition time, sampled every millisecond. `side` 'end' maps a note end that falls
 * on the pause to before it.
 */
export function timeMap(score: Pick<RenderedScore, 'bars' | 'holds' | 'durationMs'>, plan: RenditionPlan) {
  const rnd = random(plan.seed);
  const swing = plan.tempoSwing ?? 0.25;
  const [hMin, hMax] = plan.holdMs ?? [1000, 4000];
  const pause = plan.pauseMs ?? 2000;
  const len = score.durationMs + TAIL_MS;
  const holds = score.holds.map((h) => ({
    from: h.endMs - h.ms,
    to: h.endMs,
    ms: hMin + rnd() * (hMax - hMin),
  }));
  const p1 = 2 * Math.PI * rnd();
  const p2 = 2 * Math.PI * rnd();
  const ritTo = [...holds.map((h) => h.from), score.durationMs];
  const tempo = (s: number) => {
    let t =
      1 +
      0.7 * swing * Math.sin((2 * Math.PI * s) / 11000 + p1) +
      0.3 * swing * Math.sin((2 * Math.PI * s) / 4100 + p2);
    for (const q of ritTo) if (s < q && s > q - 3000) t = Math.min(t, 1 - swing * (1 - (q - s) / 3000));
    return Math.max(1 - swing, Math.min(1 + swing, t));
  };
  const pauseAt = score.bars[pauseBar(score.bars)]!.startMs;
  const g = new Float64Array(len + 2);
  for (let k = 1; k < g.length; k++) {
    const s = k - 0.5;
    const hold = holds.find((h) => s >= h.from && s < h.to);
    g[k] = g[k - 1]! + (hold ? hold.ms / (hold.to - hold.from) : 1 / tempo(s)) + (k === pauseAt ? pause : 0);
  }
  return (ms: number, side: 'start' | 'end' = 'start') => {
    const x = Math.max(0, Math.min(g.length - 1.001, ms));
    const k = Math.floor(x);
    const y = g[k]! + (x - k) * (g[k + 1]! - g[k]!);
    return side === 'end' && Math.abs(ms - pauseAt) < 0.5 ? y - pause : y;
  };
}

/** Renders the plan: stems in the plan's timbre and a big room, summed, with noise at the plan's SNR. */
export async function renderTestRendition(
  score: RenderedScore,
  plan: RenditionPlan,
  tmp: string,
  tag: string,
): Promise<TestRendition> {
  const f = timeMap(score, plan);
  const notes: AudioNote[] = score.audioNotes.map((n) => {
    const startMs = Math.round(f(n.startMs));
    return { ...n, startMs, endMs: Math.max(startMs + 30, Math.round(f(n.endMs, 'end'))) };
  });
  const dynamics = Object.fromEntries(
    VOICES.map((v) => [v, score.dynamics[v].map((d): DynPoint => ({ ...d, ms: Math.round(f(d.ms)) }))]),
  ) as Record<Voice, DynPoint[]>;
  const durationMs = Math.round(f(score.durationMs, 'end'));
  const stems = await renderStems(notes, dynamics, durationMs + TAIL_MS, tmp, tag, TIMBRES[plan.timbre], {
    size: 0.85,
    level: 0.8,
  });
  const mix = new Float32Array(stems.soprano.length);
  for (const v of VOICES) for (let i = 0; i < mix.length; i++) mix[i]! += stems[v][i]!;
  addNoise(mix, plan.snrDb ?? 20, plan.seed);
  return { samples: mix, barStartsMs: score.bars.map((b) => f(b.startMs)), durationMs };
}

/** White Gaussian noise `snrDb` below the signal's gated level. */
export function addNoise(x: Float32Array, snrDb: number, seed: number): void {
  const rnd = random(seed ^ 0x5eed);
  const sigma = 10 ** ((levelDb(x) - snrDb) / 20);
  for (let i = 0; i < x.length; i += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - rnd()));
    const a = 2 * Math.PI * rnd();
    x[i]! += sigma * r * Math.cos(a);
    if (i + 1 < x.length) x[i + 1]! += sigma * r * Math.sin(a);
  }
}

export { SAMPLE_RATE as RENDITION_RATE };
