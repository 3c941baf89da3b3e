// Which voices (indices into VOICES: soprano, alto, tenor, bass) sing a note. The choir's staves are
// those not named as an accompaniment (piano, organ…: engraved, not sung). Four of them: a voice
// each. A closed score (two, women and men): a staff's upper layer is its upper voice (soprano,
// tenor), its lower layer the lower (alto, bass); where a staff writes a measure in one layer, a
// chord's top note is the upper voice's and its bottom note the lower's, and a single note is both
// voices' (a unison), as hymnals and the notation programs' exports write them.
import { findAll, type XNode } from './xml';

const STEPS = 'cdefgab';
/** Staff names of an accompaniment, in the languages publishers write them. */
const ACCOMPANIMENT =
  /piano|klavier|organ|orgel|orgue|harmonium|keyboard|cembalo|harpsichord|clavecin|guitar|gitarre|guitare|harp|harfe|harpe|accomp|begleitung|\bpno\b|\borg\b|\bpf\b/i;

/** The choir's staves (their @n, top to bottom) of the score's first staff definition. */
export function choirStaves(root: XNode): number[] {
  const scoreDef = findAll(root, 'scoreDef')[0];
  if (!scoreDef) return [1, 2, 3, 4];
  const named = (node: XNode | undefined): boolean => {
    for (let x = node; x && x.name !== 'scoreDef'; x = x.parent)
      for (const label of x.children.filter((c) => c.name === 'label' || c.name === 'labelAbbr'))
        if (ACCOMPANIMENT.test(label.text)) return true;
    return false;
  };
  return findAll(scoreDef, 'staffDef')
    .filter((d) => !named(d))
    .map((d) => Number(d.attrs.n));
}

/** The voices a staff carries: none for an accompaniment. */
export function voicesOfStaff(choir: number[], staff: number): number[] {
  const k = choir.indexOf(staff);
  if (k < 0) return [];
  return choir.length === 2 ? [2 * k, 2 * k + 1] : [k];
}

/** Where a note sits: its layer among the staff's layers that sing or rest in the measure, its chord. */
export interface NotePlace {
  choir: number[];
  staff: number;
  /** 0 for the staff's first layer with notes or rests in this measure, 1 for the next… */
  layer: number;
  /** how many layers of the staff have notes or rests in this measure */
  layers: number;
  /** the note's rank in its chord from the top (0), and the chord's size; 0 of 1 outside a chord */
  fromTop: number;
  chordSize: number;
}

export function noteVoices(p: NotePlace): number[] {
  const [upper, lower] = voicesOfStaff(p.choir, p.staff);
  if (upper === undefined) return [];
  if (lower === undefined) return [upper];
  if (p.layers > 1) return [p.layer === 0 ? upper : lower];
  if (p.chordSize === 1) return [upper, lower];
  return [p.fromTop === p.chordSize - 1 ? lower : upper];
}

/** A written pitch's height, to order a chord's notes (accidentals do not reorder a choir's chord). */
export function writtenHeight(note: XNode): number {
  return Number(note.attrs.oct ?? 0) * 7 + STEPS.indexOf((note.attrs.pname ?? 'c').toLowerCase());
}
