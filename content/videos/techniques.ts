/**
 * The technique videos: what a lesson is about, shown by the figure instead of a neutral pattern —
 * cues, a cut-off, a fermata, a general pause, a crescendo, legato and staccato, and the hands
 * working independently. Each is one of the standard patterns at one tempo with its own shape
 * (timeline.ts: sizes, strokes, ending) and gestures (gestures.ts: left hand, head, breaths), and
 * one caption per bar (de, en, fr, it) that says what the figure does in it.
 *
 * Video id: `{key}-{beats}-{bpm}`, e.g. `cue-4-70`; lessons name one by `{ beats, bpm, technique }`.
 * French: formal "vous", a no-break space before ":" (like metres.ts).
 */
import type { Technique } from './technique';
import { BEAT_TECHNIQUES } from './techniques-beats';
import { ENTRY_TECHNIQUES } from './techniques-entries';
import { GROUP_TECHNIQUES } from './techniques-groups';
import { LEFT_HAND_TECHNIQUES } from './techniques-left-hand';
import { SHAPE_TECHNIQUES } from './techniques-shape';

export const TECHNIQUES: Technique[] = [
  ...LEFT_HAND_TECHNIQUES,
  ...SHAPE_TECHNIQUES,
  ...BEAT_TECHNIQUES,
  ...ENTRY_TECHNIQUES,
  ...GROUP_TECHNIQUES,
];
