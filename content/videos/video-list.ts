/**
 * The videos: every standard pattern at every tempo, then the fast and asymmetric metres
 * (metres.ts), and the folder their files go to.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LeftHand } from './figure';
import { METRES, type Metre } from './metres';
import { timeline } from './timeline';

export const OUT_DIR = dirname(fileURLToPath(import.meta.url));

const BEATS = [1, 2, 3, 4, 5, 6, 7] as const;
const TEMPI = [60, 70, 90] as const;

export interface Video {
  id: string;
  beats: number; // conducted beats per bar
  bpm: number; // clicks per minute
  groups: number[]; // counts per conducted beat
  leftHand: LeftHand;
  metre?: Metre;
}

/** Videos whose left hand rests instead of mirroring: lesson 912 "Right hand alone" uses 4-60. */
const LEFT_HAND: Record<string, LeftHand> = { 'pattern-4-60': 'rest' };

export const VIDEOS: Video[] = [
  ...BEATS.flatMap((beats) =>
    TEMPI.map((bpm): Video => {
      const id = `pattern-${beats}-${bpm}`;
      return { id, beats, bpm, groups: Array(beats).fill(1), leftHand: LEFT_HAND[id] ?? 'mirror' };
    }),
  ),
  ...METRES.flatMap((metre) =>
    metre.tempi.map(
      (bpm): Video => ({
        id: `pattern-${metre.groups.reduce((a, b) => a + b, 0)}-${metre.key}-${bpm}`,
        beats: metre.groups.length,
        bpm,
        groups: metre.groups,
        leftHand: metre.leftHand,
        metre,
      }),
    ),
  ),
];

export const videoTimeline = (v: Video) => timeline(v.beats, v.bpm, v.groups);
