/**
 * The types of the wire contract between the client core and the reference server: the JSON
 * shapes both sides exchange. The shapes are the zod schemas of `schemas.ts` (the one source);
 * this module gives their types (`z.infer`, imported as types only, so the client ships no zod);
 * the constants both sides use are in `constants.ts`. The server may import it without pulling in
 * any client code (docs/design.md, "Shape").
 */
import type { z } from 'zod';
import type {
  CAPTION_LANGUAGES,
  LANGUAGES,
  LEARN_ELEMENT_TYPES,
  LOCALES,
  THEMES,
  TOPIC_ARTS,
  VOICES,
} from './constants';
import type * as wire from './schemas';

export type Locale = (typeof LOCALES)[number];
export type Language = (typeof LANGUAGES)[number];
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];
export type Voice = (typeof VOICES)[number];
export type Theme = (typeof THEMES)[number];
export type TopicArt = (typeof TOPIC_ARTS)[number];
export type LearnElementType = (typeof LEARN_ELEMENT_TYPES)[number];

export type LoginRequest = z.infer<typeof wire.LoginRequestSchema>;
export type User = z.infer<typeof wire.UserSchema>;
export type LoginResponse = z.infer<typeof wire.LoginResponseSchema>;
export type LearnElementMetadata = z.infer<typeof wire.LearnElementMetadataSchema>;
/** User settings as stored per app; every field optional on the wire. */
export type UserSettings = z.infer<typeof wire.UserSettingsSchema>;
export type BeatCheckSummary = z.infer<typeof wire.BeatCheckSummarySchema>;
export type PurchaseDto = z.infer<typeof wire.PurchaseSchema>;
export type RedeemRequest = z.infer<typeof wire.RedeemRequestSchema>;
export type SpecificUnlockDto = z.infer<typeof wire.SpecificUnlockSchema>;
export type ClientExceptionDto = z.infer<typeof wire.ClientExceptionSchema>;
export type L10n = z.infer<typeof wire.L10nSchema>;
export type VideoRef = z.infer<typeof wire.VideoRefSchema>;
export type LearnElementDto = z.infer<typeof wire.LearnElementSchema>;
export type ModuleDto = z.infer<typeof wire.ModuleSchema>;
export type TopicDto = z.infer<typeof wire.TopicSchema>;
export type VideoSourceDto = z.infer<typeof wire.VideoSourceSchema>;
export type SubtitleDto = z.infer<typeof wire.SubtitleSchema>;
export type DownloadFile = z.infer<typeof wire.DownloadFileSchema>;
export type DownloadManifestDto = z.infer<typeof wire.DownloadManifestSchema>;
export type ApiErrorBody = z.infer<typeof wire.ErrorSchema>;
export type HealthDto = z.infer<typeof wire.HealthSchema>;
export type PongDto = z.infer<typeof wire.PongSchema>;
export type ComposerDto = z.infer<typeof wire.ComposerSchema>;
export type CatalogueItemDto = z.infer<typeof wire.CatalogueItemSchema>;
export type CatalogueComposerDto = z.infer<typeof wire.CatalogueComposerSchema>;
export type CatalogueDto = z.infer<typeof wire.CatalogueSchema>;
export type EditionFilesDto = z.infer<typeof wire.EditionFilesSchema>;
export type ScreenLayoutDto = z.infer<typeof wire.ScreenLayoutSchema>;
export type ExampleDto = z.infer<typeof wire.ExampleSchema>;
export type PlantedFault = z.infer<typeof wire.PlantedFaultSchema>;
export type SessionDto = z.infer<typeof wire.SessionSchema>;
export type SeatLogEntryDto = z.infer<typeof wire.SeatLogEntrySchema>;
export type SeatPackDto = z.infer<typeof wire.SeatPackSchema>;
export type KeptLessonDto = z.infer<typeof wire.KeptLessonSchema>;
export type TopicOfflineDto = z.infer<typeof wire.TopicOfflineSchema>;
export type ProgrammeItem = z.infer<typeof wire.ProgrammeItemSchema>;
export type ProgrammeWrite = z.infer<typeof wire.ProgrammeWriteSchema>;
export type ProgrammeDto = z.infer<typeof wire.ProgrammeSchema>;
export type SharedProgrammeDto = z.infer<typeof wire.SharedProgrammeSchema>;
export type ProgrammeListDto = z.infer<typeof wire.ProgrammeListSchema>;
