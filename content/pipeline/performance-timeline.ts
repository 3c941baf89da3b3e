// When each written measure and note sounds in the performance: the timemap times the score in written
// order, the performed measures are laid end to end, and every fermata holds the whole timeline from
// its end on.

import type { TimemapEntry } from 'verovio/esm';
import type { Control, MeasureInfo, ScoreStructure } from './mei-structure';
import { performanceOrder } from './performance-order';

const FERMATA_MIN_MS = 400;
const FERMATA_MAX_MS = 1200;

/** A moment of the written order, in milliseconds and in quarter notes. */
export interface Stamp {
  ms: number;
  q: number;
}

export interface WrittenMeasure extends MeasureInfo {
  startMs: number;
  endMs: number;
  startQ: number;
  endQ: number;
}

/** One performance of written measure `w`: performance time = written time + `offset` (before warping). */
export interface Occurrence {
  w: number;
  offset: number;
  start: number;
  end: number;
}

export interface PerformanceTimeline {
  written: WrittenMeasure[];
  occ: Occurrence[];
  noteOn: Map<string, Stamp>;
  noteOff: Map<string, Stamp>;
  /** performance time without the fermata holds -> with them */
  warp: (x: number) => number;
  isHoldPoint: (x: number) => boolean;
  isBreathPoint: (x: number) => boolean;
  /** fermata holds: where each ends on the performance timeline (after warping) and how long it is */
  holds: { endMs: number; ms: number }[];
}

export function performanceTimeline(score: ScoreStructure, tm: TimemapEntry[]): PerformanceTimeline {
  const { measures, notes, controls, meterUnit } = score;

  // ---- written-order timing from the timemap
  const mStart = new Map<string, Stamp>();
  const noteOn = new Map<string, Stamp>();
  const noteOff = new Map<string, Stamp>();
  let lastMs = 0;
  let lastQ = 0;
  for (const e of tm) {
    if (e.measureOn) mStart.set(e.measureOn, { ms: e.tstamp, q: e.qstamp });
    for (const id of e.on ?? []) noteOn.set(id, { ms: e.tstamp, q: e.qstamp });
    for (const id of e.off ?? []) noteOff.set(id, { ms: e.tstamp, q: e.qstamp });
    lastMs = Math.max(lastMs, e.tstamp);
    lastQ = Math.max(lastQ, e.qstamp);
  }
  const written: WrittenMeasure[] = measures.map((m, i) => {
    const s = mStart.get(m.id);
    if (!s) throw new Error(`measure ${m.id} missing in timemap`);
    const next = measures[i + 1] ? mStart.get(measures[i + 1]!.id) : undefined;
    return { ...m, startMs: s.ms, endMs: next ? next.ms : lastMs, startQ: s.q, endQ: next ? next.q : lastQ };
  });
  const measureIndex = new Map(written.map((m, i) => [m.id, i]));

  // ---- performance order (the one the score states, else worked out from its barlines) and offsets
  const order = score.performed
    ? score.performed.map((id) => measureIndex.get(id) ?? -1)
    : performanceOrder(written);
  if (order.includes(-1)) throw new Error('the score’s <expansion> plays a measure it does not have');
  const occ: Occurrence[] = [];
  let t = 0;
  for (const w of order) {
    const m = written[w]!;
    occ.push({ w, offset: t - m.startMs, start: t, end: t + (m.endMs - m.startMs) });
    t += m.endMs - m.startMs;
  }

  // ---- fermata holds and breath points (performance time, before warping)
  const resolveTstampNote = (c: Control): string | undefined => {
    // the note in that staff/measure whose end is nearest to (and not before) the tstamp
    const m = written[measureIndex.get(c.measure) ?? -1];
    if (!m || c.tstamp === undefined) return undefined;
    const q = m.startQ + ((c.tstamp - 1) * 4) / meterUnit;
    let best: string | undefined;
    let bestD = Number.POSITIVE_INFINITY;
    for (const n of notes.values()) {
      if (n.measure !== c.measure || (c.staves.length && !c.staves.includes(n.staff))) continue;
      const off = noteOff.get(n.id);
      if (!off) continue;
      const d = off.q - q;
      if (d >= -0.3 && d < bestD) {
        bestD = d;
        best = n.id;
      }
    }
    return best;
  };
  const holds: { p: number; e: number }[] = [];
  const breaths: number[] = [];
  for (const o of occ) {
    const mid = written[o.w]!.id;
    for (const c of controls) {
      if (c.measure !== mid || (c.kind !== 'fermata' && c.kind !== 'breath')) continue;
      const id = c.startid ?? resolveTstampNote(c);
      const on = id ? noteOn.get(id) : undefined;
      const off = id ? noteOff.get(id) : undefined;
      if (!on || !off) continue;
      const p = off.ms + o.offset;
      if (c.kind === 'breath') breaths.push(p);
      else {
        const e = Math.min(FERMATA_MAX_MS, Math.max(FERMATA_MIN_MS, 0.8 * (off.ms - on.ms)));
        const same = holds.find((h) => Math.abs(h.p - p) < 2);
        if (same) same.e = Math.max(same.e, e);
        else holds.push({ p, e });
      }
    }
  }
  holds.sort((a, b) => a.p - b.p);
  const warp = (x: number) => {
    let y = x;
    for (const h of holds) if (h.p <= x + 0.5) y += h.e;
    return y;
  };
  const isHoldPoint = (x: number) => holds.some((h) => Math.abs(h.p - x) < 2);
  const isBreathPoint = (x: number) => breaths.some((b) => Math.abs(b - x) < 2);

  const held = holds.map((h) => ({ endMs: Math.round(warp(h.p)), ms: Math.round(h.e) }));
  return { written, occ, noteOn, noteOff, warp, isHoldPoint, isBreathPoint, holds: held };
}
