/** Wire contract (zod, see schemas.ts): the user's settings and learning progress (`/auth/usersettings`). */
import { z } from 'zod';
import { LanguageSchema } from './common.schemas';
import { BEAT_CHECK_MAX_MS, MAX_BEAT_CHECKS, THEMES, VOICES } from './constants';

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

const beatMs = z.number().int().min(-BEAT_CHECK_MAX_MS).max(BEAT_CHECK_MAX_MS);

/** The last Beat check of a lesson (issue 18): a few whole numbers, so it stays small. */
export const BeatCheckSummarySchema = z
  .object({
    /** When the take ended (ISO 8601). */
    at: z.iso.datetime(),
    /** Beats matched with a click. */
    beats: z.number().int().min(0).max(10_000),
    /** Clicks without a beat. */
    missed: z.number().int().min(0).max(10_000),
    /** Mean offset against the click in ms: positive is late. */
    meanMs: beatMs,
    spreadMs: beatMs.min(0),
    /** Each bar this much later (+) or earlier (-) than the one before. */
    driftMsPerBar: beatMs,
    /** Beats of the bar that are off on average (0-based beat), most off first. */
    offBeats: z.array(z.object({ beat: z.number().int().min(0).max(11), meanMs: beatMs })).max(12),
  })
  .meta({ id: 'BeatCheckSummary' });

/** User settings as stored per app; every field optional. Other keys (tool choices, video settings) pass as JSON. */
export const UserSettingsSchema = z
  .looseObject({
    language: LanguageSchema.optional(),
    preferredVoice: z.enum([...VOICES, '']).optional(),
    showHighlighter: z.boolean().optional(),
    /** Light or dark screens, or the device's choice; absent (older clients) is `system`. */
    theme: z.enum(THEMES).optional(),
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
    /** The last Beat check per learning element id (`tools`: the tools page). */
    beatChecks: z
      .record(
        z.string().regex(/^(\d{1,10}|tools)$/, 'keys are learning element ids or "tools"'),
        BeatCheckSummarySchema,
      )
      .refine(
        (checks) => Object.keys(checks).length <= MAX_BEAT_CHECKS,
        `At most ${MAX_BEAT_CHECKS} Beat checks`,
      )
      .optional(),
    /** Every progress entry of the user (in responses). */
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
