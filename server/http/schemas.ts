import { z } from '@hono/zod-openapi';

/** zod schemas of the wire contract (src/core/contract/api.ts), the source of the OpenAPI document. */

export const ErrorSchema = z
  .object({
    error: z.string().openapi({ example: 'bad-request' }),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error');

export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
  401: {
    description: 'Missing, invalid or expired token',
    content: { 'application/json': { schema: ErrorSchema } },
  },
} as const;

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

/** Longest app id (query `app`); every app id gets its own settings and progress rows. */
export const MAX_APP_ID_LENGTH = 64;

export const AppQuery = z.object({
  app: z
    .string()
    .min(1, 'The app id is required')
    .max(MAX_APP_ID_LENGTH, `App ids are at most ${MAX_APP_ID_LENGTH} characters long`)
    .regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and dashes')
    .openapi({ example: 'choir-coach' }),
});

export const UserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .openapi('User');

export const LoginRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, 'E-mail is required')
      .max(254)
      .pipe(z.email('Not a valid e-mail address')),
    password: z.string().min(1, 'Password is required').max(512),
  })
  .openapi('LoginRequest');

export const LoginResponseSchema = z
  .object({ token: z.string(), expiresAt: z.string(), user: UserSchema })
  .openapi('LoginResponse');

export const MetadataSchema = z
  .object({
    learnElementId: z.number().int().nonnegative().max(2_147_483_647), // an integer column
    learnElementProgress: z.number().min(0).max(100),
    maxProgress: z.number().min(0).max(100).optional(),
    updatedAt: z.string().optional().openapi({
      description:
        'When progress was last reported for the element (ISO 8601); set by the server, ignored on writes',
    }),
  })
  .openapi('LearnElementMetadata');

/**
 * Most progress entries in one request. The client sends one entry per learning element it has
 * touched (the course has about a hundred), so this is ample and keeps one write bounded.
 */
export const MAX_PROGRESS_ENTRIES = 1000;

/** Known settings are checked; other keys (tool choices, video settings) pass as JSON. */
export const SettingsSchema = z
  .looseObject({
    language: z.enum(['de', 'en', 'fr']).optional(),
    preferredVoice: z.enum(['soprano', 'alto', 'tenore', 'basso', '']).optional(),
    showHighlighter: z.boolean().optional(),
    /** The introduction was closed or finished once (on any device): it does not open by itself again. */
    onboardingSeen: z.boolean().optional(),
    viewportFocusOffset: z.number().int().min(0).max(10_000).optional(),
    library: z.array(z.number().int().nonnegative()).max(1000).optional(),
    /** Ticked steps per exercise: learning element id -> step numbers. */
    exerciseSteps: z
      .record(
        z.string().regex(/^\d+$/, 'keys are learning element ids'),
        z.array(z.number().int().min(0).max(99)).max(100),
      )
      .optional(),
    learnElementMetadata: z
      .array(MetadataSchema)
      .max(MAX_PROGRESS_ENTRIES, `At most ${MAX_PROGRESS_ENTRIES} progress entries per request`)
      .optional(),
  })
  .openapi('UserSettings');

export const PurchaseSchema = z
  .object({
    id: z.string(),
    art: z.enum(['CC', 'SE']).optional(),
    date: z.string(),
    validUntil: z.string(),
  })
  .openapi('Purchase');

/** `{preview}` path segment: `true` for the preview subset, `false` for the full edition. */
export const PreviewParam = z
  .enum(['true', 'false'], { error: 'preview must be true or false' })
  .transform((value) => value === 'true')
  .openapi({ param: { name: 'preview', in: 'path' }, example: 'true' });

/** One file of an edition: where it goes, its signed link, size and hash. */
export const DownloadFileSchema = z.object({
  path: z.string(),
  url: z.string(),
  size: z.number(),
  sha256: z.string(),
});

export const L10nSchema = z.object({ de: z.string(), en: z.string() }).openapi('L10n');

export const LearnElementSchema = z
  .object({
    learnElementId: z.number(),
    moduleId: z.number(),
    topicId: z.number(),
    type: z.enum(['text', 'video', 'exercise', 'musicalExample']),
    headline: L10nSchema,
    description: L10nSchema,
    body: L10nSchema,
    preview: z.boolean(),
    access: z.boolean(),
    video: z.object({ beats: z.number(), bpm: z.number() }).optional(),
    example: z.string().optional(),
    keywords: z.object({ de: z.array(z.string()), en: z.array(z.string()) }),
  })
  .openapi('LearnElement');

export const TopicSchema = z
  .object({
    topicId: z.number(),
    id: z.number(),
    headline: L10nSchema,
    description: L10nSchema,
    art: z.enum(['CC', 'SE']),
    modules: z.array(
      z.object({
        moduleId: z.number(),
        headline: L10nSchema,
        description: L10nSchema,
        learnElements: z.array(LearnElementSchema),
      }),
    ),
  })
  .openapi('Topic');

/** Path ids are plain decimal digits: no spaces, exponents, hex or signs sneak through. */
const idSchema = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .openapi({ param: { name, in: 'path' }, example: '11', type: 'integer' });

export const IdParam = <N extends string>(name: N) =>
  z.object({ [name]: idSchema(name) } as Record<N, ReturnType<typeof idSchema>>);
