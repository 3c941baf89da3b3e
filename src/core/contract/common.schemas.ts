/** Wire contract (zod, see schemas.ts): shared pieces (languages, voices, de/en texts). */
import { z } from 'zod';
import { LANGUAGES, VOICES } from './constants';

export const LanguageSchema = z.enum(LANGUAGES);

export const VoiceSchema = z.enum(VOICES);

/** A text in the content languages; French where written (the course), else the reader falls back to English. */
export const L10nSchema = z
  .object({ de: z.string(), en: z.string(), fr: z.string().optional() })
  .meta({ id: 'L10n' });

export const KeywordsSchema = z.object({
  de: z.array(z.string()),
  en: z.array(z.string()),
  fr: z.array(z.string()).optional(),
});

/** What a musical example is, the same in its pipeline manifest and in the API's response. */
export const ExampleFactsSchema = z.object({
  id: z.string(),
  title: L10nSchema,
  description: L10nSchema,
  /** e.g. "4/4", "6/8", "3+2/4" */
  timeSignature: z.string(),
  /** Quarter notes per minute. */
  bpm: z.number(),
  durationMs: z.number(),
});
