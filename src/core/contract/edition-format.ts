/**
 * The files content/pipeline writes to content/editions/ and content/examples/ (documented in
 * content/editions/README.md), as zod schemas with their types: the pipeline writes them, the
 * server and the player read them. All paths inside a manifest are relative to the folder that
 * holds that manifest.json (the version folder, or its preview/ folder). The client takes only the
 * types; its checked sync-map parse is the small guard of `sync-map.ts`.
 */
import { z } from 'zod';
import { ComposerSchema, ExampleFactsSchema, L10nSchema, VoiceSchema } from './schemas';
import { sortedByStart } from './sorted-by-start';
import { METER_PATTERN, MIDI_PITCH_MAX } from './sync-fields';

/**
 * A composer or poet of an edition with a role (e.g. Melodie/Tune, Text/Words), and the years known
 * (a living composer has no year of death, "Traditional" none).
 */
export const EditionComposerSchema = ComposerSchema.required({ role: true });

export const EditionPageSchema = z.object({
  /** 1-based, global over all parts of the edition. */
  number: z.number(),
  /** e.g. "pages/p01.svg" */
  file: z.string(),
  /** SVG viewBox width and height (user units). */
  width: z.number(),
  height: z.number(),
});

/** The audio renditions: the full mix or one voice emphasised. */
export const AudioRenditionsSchema = z.object({
  full: z.string(),
  soprano: z.string(),
  alto: z.string(),
  tenore: z.string(),
  basso: z.string(),
});

/**
 * The voices apart, for the player's mixer: one multi-channel file whose channel i is the voice
 * `channels[i]`, each at the full mix's level (the channels add up to the full mix), so the voices
 * stay sample-synchronous. Editions built before it have none (the player then offers the renditions).
 */
export const VoiceTracksSchema = z.object({
  /** e.g. "audio/part0-voices.m4a": AAC-LC, four channels. */
  file: z.string(),
  channels: z.array(VoiceSchema),
});

export const EditionPartSchema = z.object({
  /** 0-based */
  index: z.number(),
  title: L10nSchema,
  pages: z.array(EditionPageSchema),
  /** End of the last performed bar (audio files carry ~1.2 s of reverb tail after it). */
  durationMs: z.number(),
  /** e.g. "sync/part0.json" -> SyncMap */
  sync: z.string(),
  audio: AudioRenditionsSchema,
  voiceTracks: VoiceTracksSchema.optional(),
});

export const TocEntrySchema = z.object({
  title: L10nSchema,
  /** Part index. */
  part: z.number(),
  /** Global page number. */
  page: z.number(),
});

const KeywordsSchema = z.object({ de: z.array(z.string()), en: z.array(z.string()) });

export const EditionManifestSchema = z.object({
  articleId: z.string(),
  /** semver, e.g. "1.1.0" */
  version: z.string(),
  /** First 7 hex of sha1 over the source MEI file(s). */
  gitHash: z.string(),
  title: L10nSchema,
  subtitle: L10nSchema.optional(),
  composers: z.array(EditionComposerSchema),
  /** Raw digits, e.g. "4010100". */
  catalogueNumber: z.string(),
  voices: z.array(VoiceSchema),
  priceCents: z.number(),
  onSale: z.boolean(),
  offer: z.boolean(),
  keywords: KeywordsSchema,
  parts: z.array(EditionPartSchema),
  toc: z.array(TocEntrySchema),
  /** HTML, <p> only. */
  aboutWork: L10nSchema,
  aboutRecording: L10nSchema,
  preview: z.object({ pages: z.array(z.number()), durationMs: z.number() }),
});

const endsAfterStart = (span: { startMs: number; endMs: number }) => span.endMs >= span.startMs;

/** One performed bar. Bars that are repeated appear once per performance, in performance order. */
export const SyncBarSchema = z
  .object({
    /** 0-based position in performance order. */
    index: z.number(),
    /** Id of the <g class="measure"> element in the page SVG. */
    measureId: z.string(),
    /** Printed bar number / label ("0" = pickup bar). */
    n: z.string(),
    /** Global 1-based page number that shows this measure. */
    page: z.number().int().min(1),
    startMs: z.number().min(0),
    endMs: z.number().min(0),
    /** Time signature, e.g. "3/4", "6/8", "3+2/4" (the count-in's beats). Editions built before it have none. */
    meter: z.string().regex(METER_PATTERN).optional(),
  })
  .refine(endsAfterStart, 'ends before it starts');

export const SyncNoteSchema = z
  .object({
    /** Id of the <g class="note"> element in the page SVG. */
    id: z.string(),
    startMs: z.number().min(0),
    endMs: z.number().min(0),
    /**
     * Sounding pitch as a MIDI number (60 = middle C; the tenor's treble clef with an 8 below sounds
     * an octave lower than written). Editions built before it have none.
     */
    pitch: z.number().int().min(0).max(MIDI_PITCH_MAX).optional(),
  })
  .refine(endsAfterStart, 'ends before it starts');

/** Sorted by start, so the player's binary searches find the right one. */
const sortedNotes = z.array(SyncNoteSchema).refine(sortedByStart, 'notes out of order');

/** The sync map of an edition's part or of a musical example: when each bar and note sounds. */
export const SyncMapSchema = z.object({
  version: z.literal(1),
  part: z.number().int().min(0),
  durationMs: z.number().min(0),
  bars: z
    .array(SyncBarSchema)
    .min(1)
    .refine((bars) => bars.every((bar, position) => bar.index === position), 'bars numbered out of place')
    .refine(sortedByStart, 'bars out of order'),
  /** Per voice, sorted by startMs; a repeated note id appears once per performance. */
  voices: z.object({ soprano: sortedNotes, alto: sortedNotes, tenore: sortedNotes, basso: sortedNotes }),
});

export const CatalogueEntrySchema = z.object({
  articleId: z.string(),
  latestVersion: z.string(),
  /** Ascending. */
  versions: z.array(z.string()),
  title: L10nSchema,
  composers: z.array(EditionComposerSchema),
  catalogueNumber: z.string(),
  priceCents: z.number(),
  onSale: z.boolean(),
  /** On sale: the price before the sale. */
  regularPriceCents: z.number().optional(),
  offer: z.boolean(),
  keywords: KeywordsSchema,
  /** true: only {articleId}/{version}/preview/ exists. */
  previewOnly: z.boolean(),
});

export const CatalogueFileSchema = z.object({
  version: z.literal(1),
  editions: z.array(CatalogueEntrySchema),
});

export const ExampleManifestSchema = z.object({
  ...ExampleFactsSchema.shape,
  /** Relative to the example folder: `audio` is the full mix, `voices` one mix per voice emphasised. */
  files: z.object({
    score: z.string(),
    audio: z.string(),
    sync: z.string(),
    voices: AudioRenditionsSchema.omit({ full: true }),
  }),
  /** SVG viewBox size. */
  score: z.object({ width: z.number(), height: z.number() }),
});

export const ExampleIndexSchema = z.object({
  version: z.literal(1),
  examples: z.array(
    z.object({ id: z.string(), title: L10nSchema, description: L10nSchema, manifest: z.string() }),
  ),
});

export type Composer = z.infer<typeof EditionComposerSchema>;
export type EditionPage = z.infer<typeof EditionPageSchema>;
export type AudioRenditions = z.infer<typeof AudioRenditionsSchema>;
export type VoiceTracks = z.infer<typeof VoiceTracksSchema>;
export type EditionPart = z.infer<typeof EditionPartSchema>;
export type TocEntry = z.infer<typeof TocEntrySchema>;
export type EditionManifest = z.infer<typeof EditionManifestSchema>;
export type SyncBar = z.infer<typeof SyncBarSchema>;
export type SyncNote = z.infer<typeof SyncNoteSchema>;
export type SyncMap = z.infer<typeof SyncMapSchema>;
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;
export type Catalogue = z.infer<typeof CatalogueFileSchema>;
export type ExampleManifest = z.infer<typeof ExampleManifestSchema>;
export type ExampleIndex = z.infer<typeof ExampleIndexSchema>;
