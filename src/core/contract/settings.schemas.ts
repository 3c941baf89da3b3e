/** Wire contract (zod, see schemas.ts): the user's settings and learning progress (`/auth/usersettings`). */
import { z } from 'zod';
import { VOICES } from './api';
import { LanguageSchema } from './common.schemas';

export const LearnElementMetadataSchema = z
  .object({
    learnElementId: z.number().int().nonnegative().max(2_147_483_647), // an integer column
    learnElementProgress: z.number().min(0).max(100),
    /** The highest progress ever seen; never decreases. */
    maxProgress: z.number().min(0).max(100),
    updatedAt: z.string().optional().meta({
      description:
        'When progress was last reported for the element (ISO 8601); set by the server, ignored on writes',
    }),
  })
  .meta({ id: 'LearnElementMetadata' });

/**
 * Most progress entries in one request. The client sends one entry per learning element it has
 * touched (the course has about a hundred), so this is ample and keeps one write bounded.
 */
export const MAX_PROGRESS_ENTRIES = 1000;

/** User settings as stored per app; every field optional. Other keys (tool choices, video settings) pass as JSON. */
export const UserSettingsSchema = z
  .looseObject({
    language: LanguageSchema.optional(),
    preferredVoice: z.enum([...VOICES, '']).optional(),
    showHighlighter: z.boolean().optional(),
    /** The introduction was closed or finished once (on any device): it does not open by itself again. */
    onboardingSeen: z.boolean().optional(),
    /** Page or line change this many milliseconds earlier. */
    viewportFocusOffset: z.number().int().min(0).max(10_000).optional(),
    /** Saved lessons of the library. */
    library: z.array(z.number().int().nonnegative()).max(1000).optional(),
    /** Ticked steps per exercise: learning element id -> step numbers. */
    exerciseSteps: z
      .record(
        z.string().regex(/^\d+$/, 'keys are learning element ids'),
        z.array(z.number().int().min(0).max(99)).max(100),
      )
      .optional(),
    /** Every progress entry of the user (in answers). */
    learnElementMetadata: z.array(LearnElementMetadataSchema).optional(),
  })
  .meta({ id: 'UserSettings' });

/**
 * The settings a client sends (POST replaces, PATCH merges): known keys are checked; progress
 * entries may leave out `maxProgress` (older clients), which the server then takes from the progress.
 */
export const UserSettingsWriteSchema = UserSettingsSchema.extend({
  learnElementMetadata: z
    .array(LearnElementMetadataSchema.partial({ maxProgress: true }))
    .max(MAX_PROGRESS_ENTRIES, `At most ${MAX_PROGRESS_ENTRIES} progress entries per request`)
    .optional(),
}).meta({ id: 'UserSettingsWrite' });
