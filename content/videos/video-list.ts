/**
 * The videos: every standard pattern at every tempo, the fast and asymmetric metres (metres.ts), the
 * technique videos (techniques.ts), and the folder their files go to.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Gestures } from './gestures';
import { METRES, type Metre } from './metres';
import { type Technique, techniqueId } from './technique';
import { TECHNIQUES } from './techniques';
import { type Shape, timeline } from './timeline';

export const OUT_DIR = dirname(fileURLToPath(import.meta.url));

const BEATS = [1, 2, 3, 4, 5, 6, 7] as const;
const TEMPI = [60, 70, 90] as const;
/** Metre videos last at least this long (and the lesson player loops them). */
export const METRE_SECONDS = 30;

export interface Video {
  id: string;
  beats: number; // conducted beats per bar
  bpm: number; // clicks per minute
  groups: number[]; // counts per conducted beat
  shape: Shape;
  gestures: Gestures;
  metre?: Metre;
  technique?: Technique;
  /** conducted beats per main beat: 1, or in a subdivided pattern 2 or 3 (`beats` and `bpm` count them all) */
  subdivide: number;
}

/** Videos whose left hand rests instead of mirroring: lesson 912 "Right hand alone" uses 4-60. */
const LEFT_HAND_RESTS = ['pattern-4-60'];

export const VIDEOS: Video[] = [
  ...BEATS.flatMap((beats) =>
    TEMPI.map((bpm): Video => {
      const id = `pattern-${beats}-${bpm}`;
      const leftHand = LEFT_HAND_RESTS.includes(id) ? 'rest' : 'mirror';
      return {
        id,
        beats,
        bpm,
        groups: Array(beats).fill(1),
        shape: {},
        gestures: { leftHand },
        subdivide: 1,
      };
    }),
  ),
  ...METRES.flatMap((metre) =>
    metre.tempi.map(
      (bpm): Video => ({
        id: `pattern-${metre.groups.reduce((a, b) => a + b, 0)}-${metre.key}-${bpm}`,
        beats: metre.groups.length,
        bpm,
        groups: metre.groups,
        shape: { minSeconds: METRE_SECONDS },
        gestures: { leftHand: metre.leftHand },
        metre,
        subdivide: 1,
      }),
    ),
  ),
  ...TECHNIQUES.map((technique): Video => {
    const subdivide = technique.subdivide ?? 1;
    const beats = technique.beats * subdivide;
    return {
      id: techniqueId(technique),
      beats,
      bpm: technique.bpm * subdivide,
      groups: Array(beats).fill(1),
      shape: { ...technique.shape, subdivide, counting: technique.counting },
      gestures: technique.gestures,
      technique,
      subdivide,
    };
  }),
];

export const videoTimeline = (v: Video) => timeline(v.beats, v.bpm, v.groups, v.shape);
