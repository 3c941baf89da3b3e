// The structure of a score as verovio reads it back (getMEI): measures with their repeat barlines and
// endings, notes per staff with ties, the control events the performance needs, metre and tempo.

import { expansionOrder } from './expansion';
import { choirStaves, noteVoices, voicesOfStaff, writtenHeight } from './score-voices';
import { findAll, parseXml, walk, type XNode } from './xml';

export interface MeasureInfo {
  id: string;
  n: string;
  rptStart: boolean;
  rptEnd: boolean;
  ending: string | null; // ending @n, e.g. "1", "2", "1,2"
  meter: string; // the time signature in force, e.g. "3/4", "3+2/4"
}

export interface NoteInfo {
  id: string;
  staff: number;
  measure: string;
  tieCont: boolean; // tie="m" or tie="t": no new attack
  /** the voices that sing it (indices into VOICES; two for a unison in a closed score) */
  voices: number[];
}

export interface Control {
  kind: 'fermata' | 'breath' | 'dynam' | 'hairpin';
  measure: string;
  staves: number[];
  startid?: string;
  endid?: string;
  tstamp?: number;
  value?: string; // dynam text, hairpin form
}

function attr(n: XNode, k: string): string | undefined {
  return n.attrs[k];
}

/** The structure `renderScore` works from. */
export type ScoreStructure = ReturnType<typeof analyse>;

export function analyse(mei: string) {
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
  const meters = metersOfMeasures(root);
  const choir = choirStaves(root);
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
      meter: meters.get(id) ?? `${meterCount}/${meterUnit}`,
    });
    for (const st of m.children.filter((c) => c.name === 'staff')) {
      const staffN = Number(attr(st, 'n'));
      // the layers that sing or rest here (a voice's rest in a layer of its own keeps the other's notes its own)
      const layers = st.children.filter(
        (l) => l.name === 'layer' && [...walk(l)].some((x) => ['note', 'rest', 'mRest'].includes(x.name)),
      );
      for (const [layer, l] of layers.entries())
        for (const x of walk(l)) {
          if (x.name !== 'note') continue;
          const nid = attr(x, 'xml:id');
          if (!nid) continue;
          const tie = attr(x, 'tie') ?? '';
          const chord = x.parent?.name === 'chord' ? x.parent.children.filter((c) => c.name === 'note') : [x];
          const fromTop = chord.filter((c) => writtenHeight(c) > writtenHeight(x)).length;
          const place = {
            choir,
            staff: staffN,
            layer,
            layers: layers.length,
            fromTop,
            chordSize: chord.length,
          };
          notes.set(nid, {
            id: nid,
            staff: staffN,
            measure: id,
            tieCont: tie === 't' || tie === 'm',
            voices: noteVoices(place),
          });
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
  // the order the score itself states, where it does (D.C., D.S., Fine, Coda from MusicXML)
  const performed = expansionOrder(root);
  const staffVoices = (staff: number) => voicesOfStaff(choir, staff);
  return { measures, notes, controls, meterCount, meterUnit, bpm, performed, choir, staffVoices };
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
