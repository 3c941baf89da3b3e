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

/**
 * The one fault an ear-training example's recording carries (decision 0049): one voice sings the
 * `note`-th attack (1-based) of the bar printed `bar` `semitones` off, or the whole example `cents`
 * off (negative: flat), or `db` louder than written. The exercise's answer (decision 0055).
 */
export const PlantedFaultSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('wrong-note'),
      voice: VoiceSchema,
      bar: z.string(),
      note: z.number().int().min(1),
      semitones: z.number().int(),
    }),
    z.object({ kind: z.literal('detuned'), voice: VoiceSchema, cents: z.number() }),
    z.object({ kind: z.literal('too-loud'), voice: VoiceSchema, db: z.number() }),
  ])
  .meta({ id: 'PlantedFault' });

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
  /** An ear-training example: the fault its recording carries (the score is as written). */
  fault: PlantedFaultSchema.optional(),
});
