/** Wire contract (zod, see schemas.ts): shared pieces (languages, voices, de/en texts). */
import { z } from 'zod';
import { LANGUAGES, VOICES } from './api';

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
