// Dynamics: dynam (pp…ff) and hairpin events (ramped to the next dynamic) give each voice a level curve
// on the performance timeline, and the audio notes their velocities.

import type { Voice } from '../../src/core/contract/api';
import { VOICES } from '../../src/core/contract/constants';
import type { AudioNote } from './audio-notes';
import type { ScoreStructure } from './mei-structure';
import type { PerformanceTimeline } from './performance-timeline';

export interface DynPoint {
  ms: number;
  level: number; // 0..1
}

const DYN_LEVEL: Record<string, number> = { ppp: 0.22, pp: 0.32, p: 0.45, mp: 0.6, mf: 0.72, f: 0.86, ff: 1 };
const DEFAULT_LEVEL = 0.72; // mf

/** The level curve per voice; sets the velocity of every note in `audioNotes` from its voice's level. */
export function voiceDynamics(
  score: Pick<ScoreStructure, 'notes' | 'controls' | 'staffVoices'>,
  timeline: PerformanceTimeline,
  audioNotes: AudioNote[],
): Record<Voice, DynPoint[]> {
  const { notes, controls } = score;
  const { written, occ, noteOn, warp } = timeline;
  const noteById = (id?: string) => (id ? notes.get(id) : undefined);
  const dynamics = Object.fromEntries(VOICES.map((v) => [v, [] as DynPoint[]])) as Record<Voice, DynPoint[]>;
  const steps: Record<Voice, { ms: number; level: number }[]> = {
    soprano: [],
    alto: [],
    tenore: [],
    basso: [],
  };
  const ramps: Record<Voice, { from: number; to: number; form: string }[]> = {
    soprano: [],
    alto: [],
    tenore: [],
    basso: [],
  };
  const perfStartOf = (id: string, fromOcc: number): number | undefined => {
    const n = noteById(id);
    const on = noteOn.get(id);
    if (!n || !on) return undefined;
    for (let k = fromOcc; k < occ.length; k++)
      if (written[occ[k]!.w]!.id === n.measure) return warp(on.ms + occ[k]!.offset);
    return undefined;
  };
  for (const [k, o] of occ.entries()) {
    const mid = written[o.w]!.id;
    for (const c of controls) {
      if (c.measure !== mid || (c.kind !== 'dynam' && c.kind !== 'hairpin')) continue;
      const start = c.startid ? perfStartOf(c.startid, k) : undefined;
      if (start === undefined) continue;
      const staves = c.staves.length ? c.staves : [noteById(c.startid)?.staff ?? 1];
      for (const voice of staves.flatMap((s) => score.staffVoices(s))) {
        const v = VOICES[voice];
        if (!v) continue;
        if (c.kind === 'dynam') {
          const level = DYN_LEVEL[(c.value ?? '').replace(/[^a-z]/g, '')];
          if (level !== undefined) steps[v].push({ ms: start, level });
        } else if (c.endid) {
          const end = perfStartOf(c.endid, k);
          if (end !== undefined && end > start)
            ramps[v].push({ from: start, to: end, form: c.value ?? 'cres' });
        }
      }
    }
  }
  for (const v of VOICES) {
    const st = steps[v].sort((a, b) => a.ms - b.ms);
    const stepLevel = (ms: number) => {
      let l = DEFAULT_LEVEL;
      for (const s of st) if (s.ms <= ms + 0.5) l = s.level;
      return l;
    };
    const level = (ms: number) => {
      for (const r of ramps[v]) {
        if (ms >= r.from && ms < r.to) {
          const a: number = stepLevel(r.from);
          const target = st.find((s) => s.ms >= r.to - 5);
          const b =
            target && target.ms <= r.to + 5
              ? target.level
              : Math.max(0.2, Math.min(1, a + (r.form === 'dim' ? -0.15 : 0.15)));
          return a + ((b - a) * (ms - r.from)) / (r.to - r.from);
        }
      }
      return stepLevel(ms);
    };
    const pts = new Set<number>([0]);
    for (const s of st) pts.add(Math.round(s.ms));
    for (const r of ramps[v]) for (let x = r.from; x <= r.to; x += 50) pts.add(Math.round(x));
    dynamics[v] = [...pts].sort((a, b) => a - b).map((ms) => ({ ms, level: Number(level(ms).toFixed(3)) }));
    for (const n of audioNotes) if (n.voice === v) n.velocity = Math.round(50 + 50 * level(n.startMs));
  }
  return dynamics;
}
