/**
 * The wire contract as zod schemas: the one source of the JSON shapes client and server exchange.
 * The server validates with them and builds its OpenAPI document from them (`meta.id` names a
 * component); the client takes only their types (`contract/api.ts`, `import type`), so zod is not
 * shipped to the browser. Path and query parameters are the server's (server/http/schemas.ts).
 */
import { z } from 'zod';
import { CAPTION_LANGUAGES, LANGUAGES, LEARN_ELEMENT_TYPES, TOPIC_ARTS, VOICES } from './api';

export const LanguageSchema = z.enum(LANGUAGES);
export const VoiceSchema = z.enum(VOICES);

export const ErrorSchema = z
  .object({
    error: z.string().meta({ example: 'bad-request' }),
    message: z.string(),
    /** Field-level messages for 400 responses. */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });

export const UserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: 'User' });

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
  .meta({ id: 'LoginRequest' });

/** `POST /auth/loginold`: the legacy form, `username` or `email`. */
export const LegacyLoginRequestSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password: z.string().min(1, 'Password is required').max(512),
  })
  .refine((body) => body.email || body.username, { message: 'E-mail is required', path: ['email'] })
  .meta({ id: 'LegacyLoginRequest' });

export const LoginResponseSchema = z
  .object({
    token: z.string(),
    /** ISO date-time at which the token stops being accepted. */
    expiresAt: z.string(),
    user: UserSchema,
  })
  .meta({ id: 'LoginResponse' });

export const LoggedOutSchema = z.object({ loggedOut: z.literal(true) });

/** `POST /auth/logexception`: a client-side error report. */
export const ClientExceptionSchema = z
  .object({
    message: z.string().min(1).max(2000),
    stack: z.string().max(8000).optional(),
    context: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ClientException' });

export const LoggedSchema = z.object({ logged: z.literal(true) });

/** One stored client error report, as the operator lists them. */
export const ClientErrorReportSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    userId: z.string().nullable(),
    kind: z.string().nullable(),
    clientVersion: z.string().nullable(),
    message: z.string(),
    stack: z.string().optional(),
    context: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ClientErrorReport' });

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

/** Purchase as sent by the server: dates are ISO strings, converted to Date by the client. */
export const PurchaseSchema = z
  .object({ id: z.string(), art: z.enum(TOPIC_ARTS).optional(), date: z.string(), validUntil: z.string() })
  .meta({ id: 'Purchase' });

/** A licence pack's seat given to (or taken back from) an e-mail address. */
export const SpecificUnlockSchema = z
  .object({ articleId: z.string(), email: z.string(), seats: z.number(), seatsUsed: z.number() })
  .meta({ id: 'SpecificUnlock' });

/** A text in every content language; French falls back to English. */
/** A text in the content languages; French where written (the course), else the reader falls back to English. */
export const L10nSchema = z
  .object({ de: z.string(), en: z.string(), fr: z.string().optional() })
  .meta({ id: 'L10n' });

const KeywordsSchema = z.object({
  de: z.array(z.string()),
  en: z.array(z.string()),
  fr: z.array(z.string()).optional(),
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
    video: z.object({ beats: z.number(), bpm: z.number() }).optional(),
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
    beatTimesMs: z.array(z.number()),
    sources: z.array(z.object({ src: z.string(), type: z.string(), size: z.number() })),
  })
  .meta({ id: 'VideoSource' });

/** One file of an edition (or a kept topic): where it goes, its signed link, size and hash. */
export const DownloadFileSchema = z.object({
  path: z.string(),
  url: z.string(),
  size: z.number(),
  sha256: z.string(),
});

export const DownloadManifestSchema = z
  .object({
    articleId: z.string(),
    version: z.string(),
    preview: z.boolean(),
    /** ISO date-time at which the signed URLs expire. */
    expiresAt: z.string(),
    downloadsUsed: z.number(),
    downloadLimit: z.number(),
    files: z.array(DownloadFileSchema),
  })
  .meta({ id: 'DownloadManifest' });

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** False while the database cannot be reached (`GET /api/health/ready` then answers 503). */
  databaseUp: z.boolean(),
  uptimeSeconds: z.number(),
});

export const PongSchema = z.object({ pong: z.string(), limit: z.number(), time: z.string() });

/** A composer (or poet) of an edition, as the catalogue lists them. */
export const ComposerSchema = z
  .object({
    name: z.string(),
    born: z.number().optional(),
    died: z.number().optional(),
    /** e.g. Melodie/Tune, Text/Words. */
    role: L10nSchema.optional(),
  })
  .meta({ id: 'Composer' });

/** One edition of `GET /api/catalogue`, with the signed-in user's view of it. */
export const CatalogueItemSchema = z
  .object({
    articleId: z.string(),
    title: L10nSchema,
    subtitle: L10nSchema.optional(),
    composers: z.array(ComposerSchema),
    /** Raw digits; the client formats it. */
    catalogueNumber: z.string(),
    priceCents: z.number(),
    onSale: z.boolean(),
    offer: z.boolean(),
    keywords: KeywordsSchema,
    /** The newest version; a download always brings this one. */
    latestVersion: z.string(),
    versions: z.array(z.string()),
    /** Only a preview exists (no full edition to buy or download yet). */
    previewOnly: z.boolean(),
    voices: z.array(VoiceSchema),
    /** Parts (movements), pages and length of the full edition (of the preview when preview only). */
    parts: z.number(),
    pages: z.number(),
    durationMs: z.number(),
    /** The signed-in user holds it (false when signed out). */
    purchased: z.boolean(),
    previewAvailable: z.boolean(),
    /** Purchased, a full edition exists and the just-purchased delay is over. */
    downloadAvailable: z.boolean(),
    /** ISO time from which a just-purchased edition can be downloaded (only while that is in the future). */
    availableAt: z.string().optional(),
    /** Full downloads used and allowed (purchased only). */
    downloadsUsed: z.number().optional(),
    downloadLimit: z.number().optional(),
  })
  .meta({ id: 'CatalogueItem' });

export const CatalogueComposerSchema = ComposerSchema.omit({ role: true }).extend({
  /** The editions with music or words by this composer, in catalogue order. */
  articleIds: z.array(z.string()),
});

/** `GET /api/catalogue`: editions (filtered by `q`, `composer`, `purchased`) and every composer. */
export const CatalogueSchema = z
  .object({
    editions: z.array(CatalogueItemSchema),
    composers: z.array(CatalogueComposerSchema),
    /** Editions in the whole catalogue, before filtering. */
    total: z.number(),
  })
  .meta({ id: 'Catalogue' });

/**
 * `GET /api/catalogue/{articleId}/stream/{preview}`: signed, expiring links to every file of the
 * latest version for playing online. Unlike the download manifest it does not count as a download.
 */
export const EditionFilesSchema = DownloadManifestSchema.omit({
  downloadsUsed: true,
  downloadLimit: true,
}).meta({
  id: 'EditionFiles',
});

/**
 * `GET /api/topics/{learnElementId}/example`: a musical example (score, audio, sync map). The sync
 * map has the editions' format (`contract/edition-format.ts`).
 */
export const ExampleSchema = z
  .object({
    learnElementId: z.number(),
    id: z.string(),
    title: L10nSchema,
    description: L10nSchema,
    timeSignature: z.string(),
    bpm: z.number(),
    durationMs: z.number(),
    /** Public SVG of the score and its viewBox size. */
    score: z.object({ src: z.string(), width: z.number(), height: z.number() }),
    /** Public sync map (bars and notes with start/end times). */
    sync: z.string(),
    /** Signed, expiring audio link. */
    audio: z.object({ src: z.string(), type: z.string() }),
  })
  .meta({ id: 'MusicalExample' });

/** `GET /api/auth/sessions`: one signed-in device (a valid token of the user). */
export const SessionSchema = z
  .object({
    /** The session's own id: neither the token nor its hash. */
    id: z.string(),
    /** Browser and system names ("Chrome", "Linux"), null when the user agent did not tell. */
    browser: z.string().nullable(),
    os: z.string().nullable(),
    createdAt: z.string(),
    /** Recorded to within a few minutes. */
    lastUsedAt: z.string(),
    /** The session of the token that asked. */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });

export const SessionsRevokedSchema = z.object({ revoked: z.number().int() }).meta({ id: 'SessionsRevoked' });

/** One share or withdrawal of a seat of a licence pack, and the device it was done from. */
export const SeatLogEntrySchema = z.object({
  action: z.enum(['share', 'withdraw']),
  email: z.string(),
  at: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
});

/** A licence pack for its owner: seats, who holds one now, and the history (newest first). */
export const SeatPackSchema = z
  .object({
    articleId: z.string(),
    seats: z.number().int(),
    holders: z.array(z.object({ email: z.string(), since: z.string() })),
    log: z.array(SeatLogEntrySchema),
  })
  .meta({ id: 'SeatPack' });

/**
 * One lesson of a kept topic, as its players need it offline: the answers of `videoSrc`,
 * `subtitles` and `example`, with the content path of a file of the manifest in every link field.
 */
export const KeptLessonSchema = z.object({
  learnElementId: z.number(),
  video: VideoSourceSchema.omit({ learnElementId: true, language: true, poster: true })
    .extend({ posters: z.object({ de: z.string(), en: z.string() }) })
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
