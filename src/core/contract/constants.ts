/**
 * The constants of the wire contract both sides use: identifiers, languages, voices and limits.
 * A leaf (it imports nothing), so the schemas and the types of `api.ts` can both build on it.
 */

/** The product's app identifier, sent as `?app=` on settings and purchases calls. */
export const APP_ID = 'choir-coach';

/** Fixed path prefix of the API after the base host (requirements R7.1, docs/design.md "Running"). */
export const API_PREFIX = '/api';

export const LOCALES = ['de', 'en'] as const;
export const LANGUAGES = ['de', 'en', 'fr'] as const;
export const CAPTION_LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
export const VOICES = ['soprano', 'alto', 'tenore', 'basso'] as const;
/** The colour scheme a user may choose: `system` follows the device (`prefers-color-scheme`). */
export const THEMES = ['light', 'dark', 'system'] as const;
export const TOPIC_ARTS = ['CC', 'SE'] as const;
export const LEARN_ELEMENT_TYPES = ['text', 'video', 'exercise', 'musicalExample'] as const;

/** Most lessons with a kept Beat check (the course has about a hundred, plus the tools page). */
export const MAX_BEAT_CHECKS = 200;
/** A Beat check's offsets, spread and drift lie within ±this many ms (a beat is never that far off). */
export const BEAT_CHECK_MAX_MS = 5000;
