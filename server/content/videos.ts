import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language, VideoRef } from '../../src/core/contract/api';
import { log } from '../log';

/** One entry of `content/videos/index.json` (written by content/videos/generate.ts). */
export interface PracticeVideo {
  id: string;
  beats: number;
  bpm: number;
  durationMs: number;
  sources: { quality: number; file: string; bytes: number }[];
  /** Poster file per interface language. */
  posters: Record<Language, string>;
  /** Caption file per language. */
  captions: Partial<Record<'de' | 'en' | 'fr' | 'it', string>>;
  /** Every ictus the figure conducts, from bar 1 (the count-in only clicks). */
  beatTimesMs: number[];
  pattern: string;
  /** Fast and asymmetric metres only: time signature ("7/8") and counts per beat ("2+2+3"). */
  metre?: string;
  groups?: string;
  /** Technique videos only: what the figure shows (`cue`, `fermata`, …). */
  technique?: string;
}

const CAPTION_LABELS = { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' } as const;

/** A video's caption files in the order the player lists them, with their labels. */
export function captionTracks(video: PracticeVideo) {
  return (Object.keys(CAPTION_LABELS) as (keyof typeof CAPTION_LABELS)[]).flatMap((language) => {
    const file = video.captions[language];
    return file ? [{ language, label: CAPTION_LABELS[language], file }] : [];
  });
}

/** What the player and its practice tools need of a video besides its files (videoSrc and the kept lesson). */
export function videoTiming({ durationMs, beats, bpm, metre, groups, pattern, beatTimesMs }: PracticeVideo) {
  return { durationMs, beats, bpm, ...(metre && groups ? { metre, groups } : {}), pattern, beatTimesMs };
}

export interface VideoLibrary {
  /**
   * The video a lesson names, at `bpm` if given (one of the lesson's `tempi`, else none); without
   * `groups` only a standard pattern video (one count per beat), without `technique` only a plain one.
   */
  find(ref: VideoRef, bpm?: number): PracticeVideo | undefined;
}

export function loadVideos(contentDir: string): VideoLibrary {
  let list: PracticeVideo[] = [];
  try {
    list = JSON.parse(readFileSync(path.join(contentDir, 'videos', 'index.json'), 'utf8')) as PracticeVideo[];
  } catch {
    log.warn('No practice videos in content/videos');
  }
  return {
    find: ({ beats, bpm, groups, tempi = [bpm], technique }, tempo = bpm) =>
      tempi.includes(tempo)
        ? list.find(
            (v) => v.beats === beats && v.bpm === tempo && v.groups === groups && v.technique === technique,
          )
        : undefined,
  };
}
