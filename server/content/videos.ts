import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of `content/videos/index.json` (written by content/videos/generate.ts). */
export interface PracticeVideo {
  id: string;
  beats: number;
  bpm: number;
  durationMs: number;
  sources: { quality: number; file: string; bytes: number }[];
  posters: { de: string; en: string };
  /** Caption file per language; the fast and asymmetric metres have no Italian ones. */
  captions: Partial<Record<'de' | 'en' | 'fr' | 'it', string>>;
  beatTimesMs: number[];
  pattern: string;
}

export interface VideoLibrary {
  find(beats: number, bpm: number): PracticeVideo | undefined;
}

export function loadVideos(contentDir: string): VideoLibrary {
  let list: PracticeVideo[] = [];
  try {
    list = JSON.parse(readFileSync(path.join(contentDir, 'videos', 'index.json'), 'utf8')) as PracticeVideo[];
  } catch {
    console.warn('No practice videos in content/videos');
  }
  return { find: (beats, bpm) => list.find((v) => v.beats === beats && v.bpm === bpm) };
}
