/**
 * The wire contract between the client core and the reference server: paths, identifiers and the
 * JSON shapes both sides exchange. Plain types and constants only, so the server may import it
 * without pulling in any client code (DESIGN §1).
 */

/** The product's app identifier, sent as `?app=` on settings and purchases calls. */
export const APP_ID = 'choir-coach';

/** Fixed path prefix of the API after the base host (requirements R7.1, DESIGN §2). */
export const API_PREFIX = '/api';

export type Locale = 'de' | 'en';
export type Language = 'de' | 'en' | 'fr';
export type CaptionLanguage = 'de' | 'en' | 'it';
export type Voice = 'soprano' | 'alto' | 'tenore' | 'basso';
export type TopicArt = 'CC' | 'SE';
export type LearnElementType = 'text' | 'video' | 'exercise' | 'musicalExample';

export const LOCALES: readonly Locale[] = ['de', 'en'];
export const LANGUAGES: readonly Language[] = ['de', 'en', 'fr'];
export const VOICES: readonly Voice[] = ['soprano', 'alto', 'tenore', 'basso'];
export const LEARN_ELEMENT_TYPES: readonly LearnElementType[] = [
  'text',
  'video',
  'exercise',
  'musicalExample',
];

export interface LoginRequest {
  email: string;
  password: string;
}

export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface LoginResponse {
  token: string;
  /** ISO date-time at which the token stops being accepted. */
  expiresAt: string;
  user: User;
}

export interface LearnElementMetadata {
  learnElementId: number;
  learnElementProgress: number;
  /** The highest progress ever seen; never decreases. */
  maxProgress: number;
  /** When progress was last reported for the element (ISO 8601; the server's time once stored). */
  updatedAt?: string;
}

/** User settings as stored per app; every field optional on the wire. */
export interface UserSettings {
  language?: Language;
  preferredVoice?: Voice | '';
  showHighlighter?: boolean;
  /** The introduction was closed or finished once (on any device). */
  onboardingSeen?: boolean;
  /** Page or line change this many milliseconds earlier. */
  viewportFocusOffset?: number;
  learnElementMetadata?: LearnElementMetadata[];
  /** Saved lessons of the library. */
  library?: number[];
  [key: string]: unknown;
}

/** Purchase as sent by the server: dates are ISO strings, converted to Date by the client. */
export interface PurchaseDto {
  id: string;
  art?: TopicArt;
  date: string;
  validUntil: string;
}

/** A text in every content language; French falls back to English. */
export interface L10n {
  de: string;
  en: string;
}

export interface LearnElementDto {
  learnElementId: number;
  moduleId: number;
  topicId: number;
  type: LearnElementType;
  headline: L10n;
  description: L10n;
  body: L10n;
  /** Free for everyone, even signed out. */
  preview: boolean;
  /** Whether the signed-in user may open it (licence, purchase or preview). */
  access: boolean;
  video?: { beats: number; bpm: number };
  example?: string;
  keywords: { de: string[]; en: string[] };
}

export interface ModuleDto {
  moduleId: number;
  headline: L10n;
  description: L10n;
  learnElements: LearnElementDto[];
}

export interface TopicDto {
  topicId: number;
  id: number;
  headline: L10n;
  description: L10n;
  art: TopicArt;
  modules: ModuleDto[];
}

export interface VideoSourceDto {
  learnElementId: number;
  language: Language;
  poster: string;
  durationMs: number;
  beats: number;
  bpm: number;
  beatTimesMs: number[];
  sources: { src: string; type: string; size: number }[];
}

export interface SubtitleDto {
  language: CaptionLanguage;
  label: string;
  src: string;
}

export interface DownloadFile {
  path: string;
  url: string;
  size: number;
  sha256: string;
}

export interface DownloadManifestDto {
  articleId: string;
  version: string;
  preview: boolean;
  /** ISO date-time at which the signed URLs expire. */
  expiresAt: string;
  downloadsUsed: number;
  downloadLimit: number;
  files: DownloadFile[];
}

export interface ApiErrorBody {
  error: string;
  message: string;
  /** Field-level messages for 400 responses. */
  fields?: Record<string, string>;
}

export interface HealthDto {
  status: 'ok';
  version: string;
  database: 'pglite' | 'postgres';
  /** False while the database cannot be reached (`GET /api/health/ready` then answers 503). */
  databaseUp: boolean;
  uptimeSeconds: number;
}

/** A composer (or poet) of an edition, as the catalogue lists them. */
export interface ComposerDto {
  name: string;
  born?: number;
  died?: number;
  /** e.g. Melodie/Tune, Text/Words. */
  role?: L10n;
}

/** One edition of `GET /api/catalogue`, with the signed-in user's view of it. */
export interface CatalogueItemDto {
  articleId: string;
  title: L10n;
  subtitle?: L10n;
  composers: ComposerDto[];
  /** Raw digits; the client formats it. */
  catalogueNumber: string;
  priceCents: number;
  onSale: boolean;
  offer: boolean;
  keywords: { de: string[]; en: string[] };
  /** The newest version; a download always brings this one. */
  latestVersion: string;
  versions: string[];
  /** Only a preview exists (no full edition to buy or download yet). */
  previewOnly: boolean;
  voices: Voice[];
  /** Parts (movements), pages and length of the full edition (of the preview when preview only). */
  parts: number;
  pages: number;
  durationMs: number;
  /** The signed-in user holds it (false when signed out). */
  purchased: boolean;
  previewAvailable: boolean;
  /** Purchased, a full edition exists and the just-purchased delay is over. */
  downloadAvailable: boolean;
  /** ISO time from which a just-purchased edition can be downloaded (only while that is in the future). */
  availableAt?: string;
  /** Full downloads used and allowed (purchased only). */
  downloadsUsed?: number;
  downloadLimit?: number;
}

export interface CatalogueComposerDto extends Omit<ComposerDto, 'role'> {
  /** The editions with music or words by this composer, in catalogue order. */
  articleIds: string[];
}

/** `GET /api/catalogue`: editions (filtered by `q`, `composer`, `purchased`) and every composer. */
export interface CatalogueDto {
  editions: CatalogueItemDto[];
  composers: CatalogueComposerDto[];
  /** Editions in the whole catalogue, before filtering. */
  total: number;
}

/**
 * `GET /api/catalogue/{articleId}/stream/{preview}`: signed, expiring links to every file of the
 * latest version for playing online. Unlike the download manifest it does not count as a download.
 */
export interface EditionFilesDto {
  articleId: string;
  version: string;
  preview: boolean;
  expiresAt: string;
  files: DownloadFile[];
}

/**
 * `GET /api/topics/{learnElementId}/example`: a musical example (score, audio, sync map). The sync
 * map has the editions' format (bars, and notes per voice where the example has voices).
 */
export interface ExampleDto {
  learnElementId: number;
  id: string;
  title: L10n;
  description: L10n;
  timeSignature: string;
  bpm: number;
  durationMs: number;
  /** Public SVG of the score and its viewBox size. */
  score: { src: string; width: number; height: number };
  /** Public sync map (bars and notes with start/end times). */
  sync: string;
  /** Signed, expiring audio link. */
  audio: { src: string; type: string };
}

/** `GET /api/auth/sessions`: one signed-in device (a valid token of the user). */
export interface SessionDto {
  /** The session's own id: neither the token nor its hash. */
  id: string;
  /** Browser and system names ("Chrome", "Linux"), null when the user agent did not tell. */
  browser: string | null;
  os: string | null;
  createdAt: string;
  /** Recorded to within a few minutes. */
  lastUsedAt: string;
  /** The session of the token that asked. */
  current: boolean;
}

/** One share or withdrawal of a seat of a licence pack, and the device it was done from. */
export interface SeatLogEntryDto {
  action: 'share' | 'withdraw';
  email: string;
  at: string;
  browser: string | null;
  os: string | null;
}

/** A licence pack for its owner: seats, who holds one now, and the history (newest first). */
export interface SeatPackDto {
  articleId: string;
  seats: number;
  holders: { email: string; since: string }[];
  log: SeatLogEntryDto[];
}

/**
 * One lesson of a kept topic, as its players need it offline: the answers of `videoSrc`,
 * `subtitles` and `example`, with the content path of a file of the manifest in every link field.
 */
export interface KeptLessonDto {
  learnElementId: number;
  video?: Omit<VideoSourceDto, 'learnElementId' | 'language' | 'poster'> & {
    posters: { de: string; en: string };
  };
  captions?: SubtitleDto[];
  example?: ExampleDto;
}

/**
 * `GET /api/topics/{topicId}/offline?quality=`: what "Keep this topic offline" stores: every file of
 * the topic's lessons the user may open (videos in one quality, posters, captions, scores, sync maps
 * and audio), each with a signed link, size and sha256. `version` changes when any file does.
 */
export interface TopicOfflineDto {
  topicId: number;
  version: string;
  quality: number;
  /** ISO date-time at which the signed URLs expire. */
  expiresAt: string;
  files: DownloadFile[];
  lessons: KeptLessonDto[];
}
