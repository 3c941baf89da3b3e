import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DIRECTION_WORDS,
  type Dir,
  type Lang,
  PATTERNS,
  SUBDIVIDED_PATTERNS,
  VARIANT_PATTERNS,
} from '../../../../content/videos/patterns';
import type { CourseElement, CourseTopic } from '../../../../server/content/course';
import type { PracticeVideo } from '../../../../server/content/videos';
import type { VideoRef } from '../../../../src/core/contract/api';

/** Issue 17: lessons, practice videos, captions and musical examples say the same thing. */

const topics = readdirSync('content/course')
  .filter((name) => /^topic-\d+\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(`content/course/${name}`, 'utf8')) as CourseTopic);
const elements = topics.flatMap((topic) => topic.modules.flatMap((module) => module.learnElements));
/** `subdivisionTimesMs`: the small beats of a subdivided pattern (the app reads only the main beats). */
const allVideos = JSON.parse(readFileSync('content/videos/index.json', 'utf8')) as (PracticeVideo & {
  subdivisionTimesMs?: number[];
})[];
/** The standard pattern videos; the metres' and the technique videos' captions are checked in tests/unit/content/videos. */
const videos = allVideos.filter((video) => !video.metre && !video.technique);
const LANGS = ['de', 'en', 'fr'] as const;
/** What a lesson names a video by: beats, tempo and, for the fast and asymmetric metres, the grouping, for a technique video the technique. */
const videoKey = (video: VideoRef) =>
  `${video.beats}-${video.bpm}-${video.groups ?? ''}-${video.technique ?? ''}`;

/** Every video a lesson offers: its own, and for a metre the other tempi the learner can switch to. */
const offered = (video: VideoRef) => (video.tempi ?? [video.bpm]).map((bpm) => videoKey({ ...video, bpm }));

describe('practice videos and lessons', () => {
  it('links every practice video from at least one lesson, the metres at each of their three tempi', () => {
    const used = new Set(elements.flatMap((element) => (element.video ? offered(element.video) : [])));
    const unused = allVideos.filter((video) => !used.has(videoKey(video))).map((video) => video.id);
    expect(unused).toEqual([]);
  });

  it('links only videos that exist, with their files, at every tempo a lesson offers', () => {
    for (const element of elements.filter((e) => e.video)) {
      expect(element.video!.tempi ?? [element.video!.bpm], `lesson ${element.learnElementId}`).toContain(
        element.video!.bpm,
      );
      for (const key of offered(element.video!)) {
        const video = allVideos.find((v) => videoKey(v) === key);
        expect(video, `lesson ${element.learnElementId}: ${key}`).toBeDefined();
        const files = [...video!.sources.map((s) => s.file), ...Object.values(video!.captions)];
        for (const file of files) expect(existsSync(`content/videos/${file}`), file).toBe(true);
      }
    }
  });
});

describe('the figure in the videos', () => {
  /** The videos draw the figure as the learner's reflection (content/videos/README.md, "Which hand is which"). */
  const MIRROR = { de: /Figur[^.]*Spiegel/, en: /figure[^.]*mirror/, fr: /personnage[^.]*miroir/ };
  const SAME_SIDE = { de: /zur selben Seite/, en: /to the same side/, fr: /du même côté/ };

  it('is called a mirror only where the lesson says the learner moves to the same side as it', () => {
    const saying = LANGS.flatMap((lang) =>
      elements
        .filter((element) => MIRROR[lang].test(element.body[lang] ?? ''))
        .map((element) => ({ element, lang })),
    );
    expect(saying.length).toBeGreaterThan(0);
    for (const { element, lang } of saying)
      expect(element.body[lang], `lesson ${element.learnElementId} (${lang})`).toMatch(SAME_SIDE[lang]);
  });
});

/**
 * A lesson states a pattern's beat directions in one line of its body, in every language:
 * `<strong>Beat directions (2+2+3):</strong> down, down, left, …` (the grouping only where it is
 * not simply the number of beats), in the words the video captions use.
 */
const LABELS: Record<(typeof LANGS)[number], string> = {
  de: 'Schlagrichtungen',
  en: 'Beat directions',
  fr: 'Directions des temps',
};

interface StatedPattern {
  learnElementId: number;
  grouping: string;
  dirs: (Dir | string)[];
}

function statedPatterns(element: CourseElement, lang: (typeof LANGS)[number]): StatedPattern[] {
  const line = new RegExp(
    `<strong>${LABELS[lang]}(?: \\(([0-9+]+)\\))?\\u00a0?:</strong> ([^<]+?)\\.?</`,
    'g',
  );
  const words = Object.entries(DIRECTION_WORDS[lang]) as [Dir, string][];
  return [...(element.body[lang] ?? '').matchAll(line)].map((match) => {
    const dirs = match[2]!.split(', ').map((word) => words.find(([, w]) => w === word)?.[0] ?? word);
    return { learnElementId: element.learnElementId, grouping: match[1] ?? String(dirs.length), dirs };
  });
}

/**
 * Every pattern the videos draw: the standard ones, the subdivided ones (4/4 in eight, 9/8 in nine,
 * 12/8 in twelve, the Italian six) and the slow sevens 3+2+2 and 2+3+2. Two share a grouping (the
 * German and the Italian six, both 3+3): a lesson's line names the grouping, its directions which one.
 */
const DRAWN = [
  ...Object.values(PATTERNS),
  ...Object.values(SUBDIVIDED_PATTERNS),
  ...Object.values(VARIANT_PATTERNS),
];
const drawnKey = (grouping: string, dirs: readonly string[]) => `${grouping}: ${dirs.join(', ')}`;

describe('beat directions', () => {
  const stated = LANGS.flatMap((lang) => elements.flatMap((element) => statedPatterns(element, lang)));

  it('are stated by a lesson for every pattern the videos draw', () => {
    const keys = new Set(stated.map((s) => drawnKey(s.grouping, s.dirs)));
    for (const pattern of DRAWN) expect(keys).toContain(drawnKey(pattern.grouping, pattern.dirs));
  });

  it('are in every lesson (in de, en and fr) the ones the video generator draws', () => {
    for (const { learnElementId, grouping, dirs } of stated) {
      const drawn = DRAWN.filter((p) => p.grouping === grouping).map((p) => drawnKey(grouping, p.dirs));
      expect(drawn.length, `lesson ${learnElementId}: no video draws ${grouping}`).toBeGreaterThan(0);
      expect(drawn, `lesson ${learnElementId} (${grouping})`).toContain(drawnKey(grouping, dirs));
    }
  });

  it('of a subdivided pattern or a slow seven are stated by the lesson that shows its video', () => {
    for (const video of allVideos.filter((v) => v.subdivisionTimesMs || VARIANT_PATTERNS[v.pattern])) {
      const perBeat = 1 + (video.subdivisionTimesMs?.length ?? 0) / video.beatTimesMs.length;
      const drawn = VARIANT_PATTERNS[video.pattern] ?? SUBDIVIDED_PATTERNS[video.beats * perBeat];
      const lesson = elements.find((e) => e.video?.technique === video.technique);
      expect(drawn, video.id).toBeDefined();
      expect(lesson, video.id).toBeDefined();
      const keys = statedPatterns(lesson!, 'en').map((s) => drawnKey(s.grouping, s.dirs));
      expect(keys, `lesson ${lesson!.learnElementId}`).toContain(drawnKey(drawn!.grouping, drawn!.dirs));
    }
  });

  it('are stated in all three languages where one language states them', () => {
    for (const element of elements) {
      const counts = LANGS.map((lang) => statedPatterns(element, lang).length);
      expect(counts, `lesson ${element.learnElementId}`).toEqual([counts[0], counts[0], counts[0]]);
    }
  });
});

interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

function cues(file: string): Cue[] {
  const ms = (time: string) => {
    const [h, m, s] = time.split(':').map(Number);
    return Math.round(((h! * 60 + m!) * 60 + s!) * 1000);
  };
  return readFileSync(`content/videos/${file}`, 'utf8')
    .split('\n\n')
    .slice(1)
    .map((block) => {
      const [, times, ...lines] = block.trim().split('\n');
      const [start, end] = times!.split(' --> ');
      return { startMs: ms(start!), endMs: ms(end!), text: lines.join('\n') };
    });
}

describe('captions', () => {
  const CAPTION_LANGS: Lang[] = ['de', 'en', 'fr', 'it'];

  it('exist for every video in de, en, fr and it', () => {
    for (const video of videos) {
      expect(Object.keys(video.captions).sort(), video.id).toEqual(CAPTION_LANGS);
      for (const lang of CAPTION_LANGS)
        expect(existsSync(`content/videos/${video.captions[lang as keyof typeof video.captions]}`)).toBe(
          true,
        );
    }
  });

  /** The bar cues of a video: one per bar, starting on its first click (the figure conducts from bar 1). */
  const barCues = (video: PracticeVideo, lang: Lang) => {
    const all = cues(video.captions[lang as keyof typeof video.captions]!);
    const barStarts = [0, 1, 2, 3].map((bar) => video.beatTimesMs[bar * video.beats]!);
    return barStarts.map((start) => all.find((cue) => Math.abs(cue.startMs - start) <= 1));
  };

  it('have one cue per bar, each bar its own text', () => {
    for (const video of videos) {
      for (const lang of CAPTION_LANGS) {
        const bars = barCues(video, lang);
        expect(bars.every(Boolean), `${video.id} ${lang}: a bar without its cue`).toBe(true);
        expect(new Set(bars.map((cue) => cue!.text)).size, `${video.id} ${lang}`).toBe(4);
      }
    }
  });

  it('teach something of the pattern in every bar, not the same cue in every video', () => {
    for (const lang of CAPTION_LANGS) {
      const byPattern = videos.filter((video) => video.bpm === 70).map((video) => barCues(video, lang));
      for (const bar of [0, 1, 2, 3]) {
        const texts = byPattern.map((bars) => bars[bar]?.text);
        expect(new Set(texts).size, `${lang}, bar ${bar + 1}`).toBe(byPattern.length);
      }
    }
  });

  it('follow each other, each shown for a while, all within the video', () => {
    for (const video of allVideos) {
      for (const file of Object.values(video.captions)) {
        cues(file!).forEach((cue, i, all) => {
          expect(cue.startMs, `${file} cue ${i + 1}`).toBeLessThan(cue.endMs);
          expect(cue.endMs, `${file} cue ${i + 1}`).toBeLessThanOrEqual(
            all[i + 1]?.startMs ?? video.durationMs,
          );
        });
      }
    }
  });

  it('in French follow French typography', () => {
    for (const video of allVideos) {
      const text = cues(video.captions.fr as string)
        .map((cue) => cue.text)
        .join('\n');
      expect(text).not.toMatch(/'/);
      expect(text).not.toMatch(/[^\u00a0\s][!?:;]|[ \t][!?:;]/);
    }
  });
});

interface ExampleTiming {
  bpm: number;
  timeSignature: string;
  bars: { startMs: number; endMs: number }[];
}

function exampleTiming(id: string): ExampleTiming {
  const manifest = JSON.parse(readFileSync(`content/examples/${id}/manifest.json`, 'utf8'));
  const sync = JSON.parse(readFileSync(`content/examples/${id}/${manifest.files.sync}`, 'utf8'));
  return { bpm: manifest.bpm, timeSignature: manifest.timeSignature, bars: sync.bars };
}

/** How much longer than in strict time each full bar of the recording lasts (1 = strict). */
function barStretch({ bpm, timeSignature, bars }: ExampleTiming): number[] {
  const [count, unit] = timeSignature.split('/').map(Number);
  const nominal = ((count! * 4) / unit!) * (60000 / bpm);
  return bars.map((bar) => (bar.endMs - bar.startMs) / nominal).filter((ratio) => ratio > 0.95); // upbeat and final bars that are shorter than a full bar
}

const mentions = (element: CourseElement, pattern: RegExp) =>
  LANGS.some((lang) => pattern.test(`${element.headline[lang]} ${element.description[lang]}`));

describe('musical examples', () => {
  const withExample = elements.filter((element) => element.example);

  it('slow down at the end where the lesson calls them a ritardando', () => {
    const lessons = withExample.filter((element) => mentions(element, /ritardando|rallentando/i));
    expect(lessons.length).toBeGreaterThan(0);
    for (const element of lessons) {
      const stretch = barStretch(exampleTiming(element.example!));
      const label = `lesson ${element.learnElementId} (${element.example})`;
      expect(Math.max(...stretch.slice(0, 3)), `${label}: strict time at the start`).toBeLessThan(1.02);
      expect(Math.max(...stretch.slice(-2)), `${label}: the closing bars are slower`).toBeGreaterThan(1.15);
    }
  });

  it('hold a fermata where the lesson calls them one', () => {
    const lessons = withExample.filter((element) => mentions(element, /fermat|point d’orgue/i));
    expect(lessons.length).toBeGreaterThan(0);
    for (const element of lessons) {
      const stretch = barStretch(exampleTiming(element.example!));
      expect(Math.max(...stretch), `lesson ${element.learnElementId} (${element.example})`).toBeGreaterThan(
        1.15,
      );
    }
  });
});

describe('an entry off the beat', () => {
  /** Lesson 135's example, the one its video shows: the second eighth of beat 4 in 4/4. */
  const EXAMPLE = {
    de: /zweiten Achtel der Vier im 4\/4-Takt/,
    en: /second eighth of beat 4 in 4\/4/,
    fr: /deuxième croche du 4e temps d’une mesure à 4\/4/,
  };

  it('is shown by lesson 135’s video where the lesson’s example puts it, half a beat after the ictus of 4', () => {
    const lesson = elements.find((e) => e.learnElementId === 135)!;
    expect(lesson.type).toBe('video');
    for (const lang of LANGS) expect(lesson.body[lang], lang).toMatch(EXAMPLE[lang]);
    const video = allVideos.find((v) => videoKey(v) === videoKey(lesson.video!)) as
      | (PracticeVideo & { entryTimesMs?: number[]; pickupTimesMs?: number[] })
      | undefined;
    expect(video?.beats).toBe(4);
    const fours = [...video!.pickupTimesMs!, video!.beatTimesMs[7]!];
    const half = 30000 / video!.bpm;
    expect(video!.entryTimesMs).toEqual(fours.map((ms) => Math.round(ms + half)));
  });
});
