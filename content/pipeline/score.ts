// One score (one MEI file = one part): verovio rendering, structure analysis, performance timeline,
// sync map and the per-voice note events for the audio.

import { type TimemapEntry, VerovioToolkit } from 'verovio/esm';
import createVerovioModule from 'verovio/wasm';
import type { Voice } from '../../src/core/contract/api';
import { VOICES } from '../../src/core/contract/constants';
import type { SyncBar, SyncMap, SyncNote } from '../../src/core/contract/edition-format';
import { parseMidi, tickToMsFn } from './midi';
import { findAll, parseXml, walk, type XNode } from './xml';

let verovioModule: Promise<unknown> | null = null;
async function newToolkit(): Promise<VerovioToolkit> {
  verovioModule ??= createVerovioModule();
  return new VerovioToolkit(await verovioModule);
}

/** Layout: verovio lays out in page units; the SVG viewBox is page * scale / 100. */
export const LAYOUT = {
  pageWidth: 2100,
  pageHeight: 2970,
  scale: 45,
  unit: 12, // bigger staff than verovio's default 9: readable on a tablet, 2+ pages per work
  spacingStaff: 8,
  justifyVertically: true,
};

export interface ScoreOptions {
  seed: number; // xmlIdSeed for elements without xml:id in the source
  adjustPageHeight?: boolean; // examples: crop the page to the music
  verovio?: Record<string, unknown>; // per-score overrides
}

interface MeasureInfo {
  id: string;
  n: string;
  rptStart: boolean;
  rptEnd: boolean;
  ending: string | null; // ending @n, e.g. "1", "2", "1,2"
}

interface NoteInfo {
  id: string;
  staff: number;
  measure: string;
  tieCont: boolean; // tie="m" or tie="t": no new attack
}

interface Control {
  kind: 'fermata' | 'breath' | 'dynam' | 'hairpin';
  measure: string;
  staves: number[];
  startid?: string;
  endid?: string;
  tstamp?: number;
  value?: string; // dynam text, hairpin form
}

export interface AudioNote {
  voice: Voice;
  pitch: number;
  startMs: number;
  endMs: number;
  velocity: number;
}

export interface DynPoint {
  ms: number;
  level: number; // 0..1
}

/** A rendered score: its sync map's bars (page numbers local, 1-based within this score), notes and length. */
export interface RenderedScore extends Pick<SyncMap, 'bars' | 'voices' | 'durationMs'> {
  pages: { svg: string; width: number; height: number }[];
  audioNotes: AudioNote[];
  dynamics: Record<Voice, DynPoint[]>;
  meter: string;
  bpm: number;
  stats: { midiVsTimemapMaxMs: number; midiVsTimemapMedianMs: number; compared: number };
}

const DYN_LEVEL: Record<string, number> = { ppp: 0.22, pp: 0.32, p: 0.45, mp: 0.6, mf: 0.72, f: 0.86, ff: 1 };
const DEFAULT_LEVEL = 0.72; // mf
const FERMATA_MIN_MS = 400;
const FERMATA_MAX_MS = 1200;
const FERMATA_RELEASE_MS = 100; // singers cut off before the next phrase
const BREATH_MS = 150;

function attr(n: XNode, k: string): string | undefined {
  return n.attrs[k];
}

function analyse(mei: string) {
  const root = parseXml(mei);
  const measures: MeasureInfo[] = [];
  const notes = new Map<string, NoteInfo>();
  const controls: Control[] = [];
  const tieEnds = new Set<string>(); // verovio's getMEI() turns @tie into <tie> elements
  let meterCount = '4';
  let meterUnit = 4;
  let bpm = 0;
  for (const sd of findAll(root, 'scoreDef')) {
    if (attr(sd, 'meter.count')) meterCount = attr(sd, 'meter.count') ?? meterCount;
    if (attr(sd, 'meter.unit')) meterUnit = Number(attr(sd, 'meter.unit'));
    for (const ms of findAll(sd, 'meterSig')) {
      if (attr(ms, 'count')) meterCount = attr(ms, 'count') ?? meterCount;
      if (attr(ms, 'unit')) meterUnit = Number(attr(ms, 'unit'));
    }
    if (attr(sd, 'midi.bpm')) bpm = Number(attr(sd, 'midi.bpm'));
  }
  for (const m of findAll(root, 'measure')) {
    let ending: string | null = null;
    for (let p = m.parent; p; p = p.parent) if (p.name === 'ending') ending = attr(p, 'n') ?? '1';
    const id = attr(m, 'xml:id');
    if (!id) throw new Error('measure without xml:id');
    const right = attr(m, 'right') ?? '';
    const left = attr(m, 'left') ?? '';
    measures.push({
      id,
      n: attr(m, 'n') ?? String(measures.length + 1),
      rptStart: left === 'rptstart' || left === 'rptboth',
      rptEnd: right === 'rptend' || right === 'rptboth',
      ending,
    });
    for (const st of m.children.filter((c) => c.name === 'staff')) {
      const staffN = Number(attr(st, 'n'));
      for (const x of walk(st)) {
        if (x.name !== 'note') continue;
        const nid = attr(x, 'xml:id');
        if (!nid) continue;
        const tie = attr(x, 'tie') ?? '';
        notes.set(nid, { id: nid, staff: staffN, measure: id, tieCont: tie === 't' || tie === 'm' });
      }
    }
    for (const c of m.children) {
      if (c.name === 'tie') {
        const end = attr(c, 'endid')?.replace(/^#/, '');
        if (end) tieEnds.add(end);
        continue;
      }
      if (!['fermata', 'breath', 'dynam', 'hairpin'].includes(c.name)) continue;
      const staves = (attr(c, 'staff') ?? '').split(/\s+/).filter(Boolean).map(Number);
      const ctl: Control = {
        kind: c.name as Control['kind'],
        measure: id,
        staves,
        startid: attr(c, 'startid')?.replace(/^#/, ''),
        endid: attr(c, 'endid')?.replace(/^#/, ''),
        tstamp: attr(c, 'tstamp') ? Number(attr(c, 'tstamp')) : undefined,
        value: c.name === 'dynam' ? c.text.trim() : attr(c, 'form'),
      };
      controls.push(ctl);
    }
  }
  for (const id of tieEnds) {
    const n = notes.get(id);
    if (n) n.tieCont = true;
  }
  return { measures, notes, controls, meterCount, meterUnit, bpm, meters: metersOfMeasures(root) };
}

/** Each measure's time signature ("3/4"): the last one a scoreDef or meterSig set before it. */
function metersOfMeasures(root: XNode): Map<string, string> {
  const meters = new Map<string, string>();
  let count = '4';
  let unit = '4';
  for (const x of walk(root)) {
    if (x.name === 'scoreDef' || x.name === 'meterSig') {
      const prefix = x.name === 'scoreDef' ? 'meter.' : '';
      count = attr(x, `${prefix}count`) ?? count;
      unit = attr(x, `${prefix}unit`) ?? unit;
    } else if (x.name === 'measure') {
      const id = attr(x, 'xml:id');
      if (id) meters.set(id, `${count}/${unit}`);
    }
  }
  return meters;
}

/** Performance order (indices into measures) for repeats with optional numbered endings. */
export function performanceOrder(
  ms: { rptStart: boolean; rptEnd: boolean; ending: string | null }[],
): number[] {
  const out: number[] = [];
  const inEnding = (e: string, pass: number) =>
    e.split(/[,\s]+/).some((part) => {
      const [a, b] = part.split('-').map(Number);
      return b ? pass >= a! && pass <= b : pass === a;
    });
  let i = 0;
  let pass = 1;
  let start = 0;
  let guard = 0;
  while (i < ms.length) {
    if (++guard > 10000) throw new Error('repeat structure does not terminate');
    const m = ms[i]!;
    if (m.rptStart && i !== start && !m.ending) {
      start = i;
      pass = 1;
    }
    if (m.ending) {
      if (!inEnding(m.ending, pass)) {
        i++;
        continue;
      }
    } else if (pass > 1 && i > 0 && ms[i - 1]!.ending) {
      pass = 1;
      start = i;
    }
    out.push(i);
    if (m.rptEnd && pass < 2) {
      pass++;
      i = start;
      continue;
    }
    if (m.rptEnd && !m.ending) {
      pass = 1;
      start = i + 1;
    }
    i++;
  }
  return out;
}

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

export async function renderScore(meiSource: string, opts: ScoreOptions): Promise<RenderedScore> {
  const tk = await newToolkit();
  tk.setOptions({
    ...LAYOUT,
    xmlIdSeed: opts.seed,
    expandNever: true, // timemap + MIDI in written order; we unroll repeats ourselves
    svgViewBox: true,
    svgFormatRaw: true,
    footer: 'none',
    header: 'auto',
    breaks: 'auto',
    adjustPageHeight: !!opts.adjustPageHeight,
    ...(opts.verovio ?? {}),
  });
  if (!tk.loadData(meiSource)) throw new Error(`verovio could not load the score: ${tk.getLog()}`);
  const mei = tk.getMEI();
  const { measures, notes, controls, meterCount, meterUnit, bpm, meters } = analyse(mei);

  // ---- pages
  const pages: RenderedScore['pages'] = [];
  const pageCount = tk.getPageCount();
  for (let p = 1; p <= pageCount; p++) {
    const svg = tk.renderToSVG(p);
    const vb = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    if (!vb) throw new Error('SVG without viewBox');
    pages.push({ svg, width: Number(vb[1]), height: Number(vb[2]) });
  }
  const measurePage = new Map<string, number>();
  for (const m of measures) measurePage.set(m.id, tk.getPageWithElement(m.id));

  // ---- written-order timing from the timemap
  const tm: TimemapEntry[] = tk.renderToTimemap({ includeMeasures: true, includeRests: true });
  const mStart = new Map<string, { ms: number; q: number }>();
  const noteOn = new Map<string, { ms: number; q: number }>();
  const noteOff = new Map<string, { ms: number; q: number }>();
  let lastMs = 0;
  let lastQ = 0;
  for (const e of tm) {
    if (e.measureOn) mStart.set(e.measureOn, { ms: e.tstamp, q: e.qstamp });
    for (const id of e.on ?? []) noteOn.set(id, { ms: e.tstamp, q: e.qstamp });
    for (const id of e.off ?? []) noteOff.set(id, { ms: e.tstamp, q: e.qstamp });
    lastMs = Math.max(lastMs, e.tstamp);
    lastQ = Math.max(lastQ, e.qstamp);
  }
  const written = measures.map((m, i) => {
    const s = mStart.get(m.id);
    if (!s) throw new Error(`measure ${m.id} missing in timemap`);
    const next = measures[i + 1] ? mStart.get(measures[i + 1]!.id) : undefined;
    return { ...m, startMs: s.ms, endMs: next ? next.ms : lastMs, startQ: s.q, endQ: next ? next.q : lastQ };
  });
  const measureIndex = new Map(written.map((m, i) => [m.id, i]));

  // ---- performance order and offsets
  const order = performanceOrder(written);
  const occ: { w: number; offset: number; start: number; end: number }[] = [];
  let t = 0;
  for (const w of order) {
    const m = written[w]!;
    occ.push({ w, offset: t - m.startMs, start: t, end: t + (m.endMs - m.startMs) });
    t += m.endMs - m.startMs;
  }

  // ---- fermata holds and breath points (performance time, before warping)
  const noteById = (id?: string) => (id ? notes.get(id) : undefined);
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
  for (const [k, o] of occ.entries()) {
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
    void k;
  }
  holds.sort((a, b) => a.p - b.p);
  const warp = (x: number) => {
    let y = x;
    for (const h of holds) if (h.p <= x + 0.5) y += h.e;
    return y;
  };
  const isHoldPoint = (x: number) => holds.some((h) => Math.abs(h.p - x) < 2);
  const isBreathPoint = (x: number) => breaths.some((b) => Math.abs(b - x) < 2);

  // ---- sync map
  const bars: SyncBar[] = occ.map((o, index) => {
    const m = written[o.w]!;
    return {
      index,
      measureId: m.id,
      n: m.n,
      page: measurePage.get(m.id) ?? 0,
      startMs: Math.round(warp(o.start)),
      endMs: Math.round(warp(o.end)),
      meter: meters.get(m.id) ?? `${meterCount}/${meterUnit}`,
    };
  });
  const voices = Object.fromEntries(VOICES.map((v) => [v, [] as SyncNote[]])) as Record<Voice, SyncNote[]>;
  for (const o of occ) {
    const mid = written[o.w]!.id;
    for (const n of notes.values()) {
      if (n.measure !== mid) continue;
      const on = noteOn.get(n.id);
      const off = noteOff.get(n.id);
      if (!on || !off) continue;
      const v = VOICES[n.staff - 1];
      if (!v) continue;
      voices[v].push({
        id: n.id,
        startMs: Math.round(warp(on.ms + o.offset)),
        endMs: Math.round(warp(off.ms + o.offset)),
        // The starting pitches of the player's rehearsal helpers; sounding pitch, as the audio.
        pitch: tk.getMIDIValuesForElement(n.id).pitch,
      });
    }
  }
  for (const v of VOICES) voices[v].sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id));
  const durationMs = bars.length ? bars[bars.length - 1]!.endMs : 0;

  // ---- audio notes from verovio's MIDI (written order) placed on the performance timeline
  const midi = parseMidi(Uint8Array.from(Buffer.from(tk.renderToMIDI(), 'base64')));
  const toMs = tickToMsFn(midi);
  const noteTracks = [...new Set(midi.notes.map((n) => n.track))].sort((a, b) => a - b);
  if (noteTracks.length !== 4) throw new Error(`expected 4 MIDI tracks with notes, got ${noteTracks.length}`);
  const audioNotes: AudioNote[] = [];
  const deltas: number[] = [];
  const attacks = Object.fromEntries(
    VOICES.map((v) => [v, voices[v].filter((n) => !notes.get(n.id)?.tieCont)]),
  ) as Record<Voice, SyncNote[]>;
  for (const mn of midi.notes) {
    const voice = VOICES[noteTracks.indexOf(mn.track)]!;
    const s = toMs(mn.startTick);
    const e = toMs(mn.endTick + 1); // verovio ends notes one tick early
    const w = written.findIndex((m) => s >= m.startMs - 0.5 && s < m.endMs - 0.5);
    if (w < 0) throw new Error(`MIDI note at ${s} ms outside all measures`);
    for (const o of occ) {
      if (o.w !== w) continue;
      let ps = warp(s + o.offset);
      let pe = warp(e + o.offset);
      const rawEnd = e + o.offset;
      if (isHoldPoint(rawEnd) && rawEnd < occ[occ.length - 1]!.end - 1) pe -= FERMATA_RELEASE_MS;
      else if (isBreathPoint(rawEnd)) pe -= Math.min(BREATH_MS, (pe - ps) / 3);
      ps = Math.round(ps);
      pe = Math.round(pe);
      audioNotes.push({ voice, pitch: mn.pitch, startMs: ps, endMs: Math.max(ps + 30, pe), velocity: 0 });
      // MIDI vs timemap check: each MIDI attack must match a sync note attack of the same voice
      let best = Number.POSITIVE_INFINITY;
      for (const sn of attacks[voice]) best = Math.min(best, Math.abs(sn.startMs - ps));
      if (best > 5 && process.env.DEBUG_SYNC)
        console.error('midi note without sync attack', voice, mn.pitch, ps);
      deltas.push(best);
    }
  }
  // every sync attack must have a MIDI attack
  for (const v of VOICES) {
    const starts = audioNotes.filter((a) => a.voice === v).map((a) => a.startMs);
    for (const sn of attacks[v]) {
      let best = Number.POSITIVE_INFINITY;
      for (const s of starts) best = Math.min(best, Math.abs(s - sn.startMs));
      if (best > 5 && process.env.DEBUG_SYNC)
        console.error('sync attack without midi note', v, sn.id, sn.startMs);
      deltas.push(best);
    }
  }
  audioNotes.sort((a, b) => a.startMs - b.startMs || a.pitch - b.pitch);

  // ---- dynamics (per voice level curve on the performance timeline)
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
      for (const s of staves) {
        const v = VOICES[s - 1];
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

  const meter = `${meterCount}/${meterUnit}`;
  return {
    pages,
    bars,
    voices,
    durationMs,
    audioNotes,
    dynamics,
    meter,
    bpm,
    stats: {
      midiVsTimemapMaxMs: deltas.length ? Math.max(...deltas) : 0,
      midiVsTimemapMedianMs: median(deltas),
      compared: deltas.length,
    },
  };
}
