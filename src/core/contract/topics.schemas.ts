/** Wire contract (zod, see schemas.ts): topics, lessons, their media and examples, kept topics. */
import { z } from 'zod';
import { ExampleFactsSchema, KeywordsSchema, L10nSchema, LanguageSchema } from './common.schemas';
import { CAPTION_LANGUAGES, LEARN_ELEMENT_TYPES, TOPIC_ARTS } from './constants';
import { DownloadFileSchema } from './editions.schemas';

/**
 * The practice video a lesson shows: the figure's beats per bar and the tempo; for the fast and
 * asymmetric metres also the counts per conducted beat (`"2+2+3"`, the videos' `groups`), and the
 * tempo then counts those (eighths in 7/8). `tempi`: the tempi the learner can switch between (a
 * metre's videos at 180, 210 and 240), `bpm` among them the one the lesson opens with.
 * `technique`: a video that shows a technique with that pattern (`cue`, `cut-off`, `fermata`, …;
 * content/videos/techniques.ts) instead of the plain pattern.
 */
export const VideoRefSchema = z.object({
  beats: z.number(),
  bpm: z.number(),
  groups: z.string().optional(),
  tempi: z.array(z.number()).optional(),
  technique: z.string().optional(),
});

export const LearnElementSchema = z
  .object({
    learnElementId: z.number(),
    moduleId: z.number(),
    topicId: z.number(),
    type: z.enum(LEARN_ELEMENT_TYPES),
    headline: L10nSchema,
    description: L10nSchema,
    body: L10nSchema,
    /** Free for everyone, even signed out. */
    preview: z.boolean(),
    /** Whether the signed-in user may open it (licence, purchase or preview). */
    access: z.boolean(),
    video: VideoRefSchema.optional(),
    example: z.string().optional(),
    keywords: KeywordsSchema,
  })
  .meta({ id: 'LearnElement' });

export const ModuleSchema = z.object({
  moduleId: z.number(),
  headline: L10nSchema,
  description: L10nSchema,
  learnElements: z.array(LearnElementSchema),
});

export const TopicSchema = z
  .object({
    topicId: z.number(),
    id: z.number(),
    headline: L10nSchema,
    description: L10nSchema,
    art: z.enum(TOPIC_ARTS),
    modules: z.array(ModuleSchema),
  })
  .meta({ id: 'Topic' });

export const SubtitleSchema = z
  .object({ language: z.enum(CAPTION_LANGUAGES), label: z.string(), src: z.string() })
  .meta({ id: 'Subtitle' });

export const VideoSourceSchema = z
  .object({
    learnElementId: z.number(),
    language: LanguageSchema,
    poster: z.string(),
    durationMs: z.number(),
    beats: z.number(),
    bpm: z.number(),
    /** Fast and asymmetric metres only: the time signature ("7/8") and counts per beat ("2+2+3"); `bpm` counts the eighths (quarters in 3/4). */
    metre: z.string().optional(),
    groups: z.string().optional(),
    /** The pattern the figure beats, by its grouping ("4", "3+2"; a slow seven "3+2+2"): the overlay draws it. */
    pattern: z.string().optional(),
    beatTimesMs: z.array(z.number()),
    sources: z.array(z.object({ src: z.string(), type: z.string(), size: z.number() })),
  })
  .meta({ id: 'VideoSource' });

/**
 * `GET /api/topics/{learnElementId}/example`: a musical example (score, audio, sync map). The sync
 * map has the editions' format (`contract/edition-format.ts`).
 */
export const ExampleSchema = z
  .object({
    learnElementId: z.number(),
    ...ExampleFactsSchema.shape,
    /** Public SVG of the score and its viewBox size. */
    score: z.object({ src: z.string(), width: z.number(), height: z.number() }),
    /** Public sync map (bars and notes with start/end times). */
    sync: z.string(),
    /**
     * Signed, expiring audio links: the full mix, and one mix per voice emphasised (absent in a
     * topic kept before examples had them).
     */
    audio: z.object({
      src: z.string(),
      type: z.string(),
      voices: z
        .object({ soprano: z.string(), alto: z.string(), tenore: z.string(), basso: z.string() })
        .optional(),
    }),
  })
  .meta({ id: 'MusicalExample' });

/**
 * One lesson of a kept topic, as its players need it offline: the responses of `videoSrc`,
 * `subtitles` and `example`, with the content path of a file of the manifest in every link field.
 */
export const KeptLessonSchema = z.object({
  learnElementId: z.number(),
  video: VideoSourceSchema.omit({ learnElementId: true, language: true, poster: true })
    // French posters came later: a topic kept before has none (its French view shows the English one).
    .extend({ posters: z.object({ de: z.string(), en: z.string(), fr: z.string().optional() }) })
    .optional(),
  captions: z.array(SubtitleSchema).optional(),
  example: ExampleSchema.optional(),
});

/**
 * `GET /api/topics/{topicId}/offline?quality=`: what "Keep this topic offline" stores: every file of
 * the topic's lessons the user may open (videos in one quality, posters, captions, scores, sync maps
 * and audio), each with a signed link, size and sha256. `version` changes when any file does.
 */
export const TopicOfflineSchema = z
  .object({
    topicId: z.number(),
    version: z.string(),
    quality: z.number(),
    /** ISO date-time at which the signed URLs expire. */
    expiresAt: z.string(),
    files: z.array(DownloadFileSchema),
    lessons: z.array(KeptLessonSchema),
  })
  .meta({ id: 'TopicOffline' });
