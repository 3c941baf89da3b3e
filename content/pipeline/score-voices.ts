// Which voices (indices into VOICES: soprano, alto, tenor, bass) sing a note. Four staves: a voice
// each. A closed score (two staves, women and men): a staff's upper layer is its upper voice
// (soprano, tenor), its lower layer the lower (alto, bass); where a staff writes a measure in one
// layer, a chord's top note is the upper voice's and its bottom note the lower's, and a single note
// is both voices' (a unison), as hymnals and the notation programs' exports write them.
import type { XNode } from './xml';

const STEPS = 'cdefgab';

/** The voices a staff carries. */
export function voicesOfStaff(staves: number, staff: number): number[] {
  return staves === 2 ? [2 * staff - 2, 2 * staff - 1] : [staff - 1];
}

/** Where a note sits: its layer among the staff's layers that have notes in the measure, and its chord. */
export interface NotePlace {
  staves: number;
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
  const [upper, lower] = voicesOfStaff(p.staves, p.staff);
  if (lower === undefined) return [upper!];
  if (p.layers > 1) return [p.layer === 0 ? upper! : lower];
  if (p.chordSize === 1) return [upper!, lower];
  return [p.fromTop === p.chordSize - 1 ? lower : upper!];
}

/** A written pitch's height, to order a chord's notes (accidentals do not reorder a choir's chord). */
export function writtenHeight(note: XNode): number {
  return Number(note.attrs.oct ?? 0) * 7 + STEPS.indexOf((note.attrs.pname ?? 'c').toLowerCase());
}
