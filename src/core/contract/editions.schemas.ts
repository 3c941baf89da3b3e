/** Wire contract (zod, see schemas.ts): the catalogue, purchases, downloads and licence-pack seats. */
import { z } from 'zod';
import { KeywordsSchema, L10nSchema, VoiceSchema } from './common.schemas';
import { TOPIC_ARTS } from './constants';

/**
 * Purchase as sent by the server: dates are ISO strings, converted to Date by the client. Beyond
 * the requirements' fields (R3.4), what the profile's payments show (issue 40). Those are optional
 * on the wire: a list stored by an older client has none of them.
 */
export const PurchaseSchema = z
  .object({
    id: z.string(),
    art: z.enum(TOPIC_ARTS).optional(),
    date: z.string(),
    validUntil: z.string(),
    /** A licence (with `art`) or an edition. */
    kind: z.enum(['licence', 'edition']).optional(),
    /** Bought for good (editions): `validUntil` is then a formality. */
    permanent: z.boolean().optional(),
    /** How the user came to hold it: an order, a redeemed code, or a seat of someone's pack. */
    source: z.enum(['order', 'code', 'seat']).optional(),
    /** The webshop's order number (orders only). */
    orderNumber: z.string().nullable().optional(),
    /** The price paid, in euro cents (orders only). */
    priceCents: z.number().int().nullable().optional(),
    /** Seats the buyer may share (licence packs they bought); 0 otherwise. */
    seats: z.number().int().optional(),
  })
  .meta({ id: 'Purchase' });

/** `POST /purchases/redeem`: a code alone, which names its article. */
export const RedeemRequestSchema = z
  .object({ code: z.string().trim().min(4, 'The code is required').max(64) })
  .meta({ id: 'RedeemRequest' });

/** A licence pack's seat given to (or taken back from) an e-mail address. */
export const SpecificUnlockSchema = z
  .object({ articleId: z.string(), email: z.string(), seats: z.number(), seatsUsed: z.number() })
  .meta({ id: 'SpecificUnlock' });

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

/** One page of a screen layout: its SVG and the ids of the bars it shows (contract/screen-layout.ts). */
export const ScreenPageSchema = z.object({
  /** The page as SVG (a viewBox, no size). */
  svg: z.string(),
  /** Ids of the bars drawn, the sync map's measureIds. */
  measures: z.array(z.string()),
});

/**
 * `GET /api/catalogue/{articleId}/layout/{preview}`: one part laid out for a screen, at the quantised
 * page size and staff size the server used.
 */
export const ScreenLayoutSchema = z
  .object({
    articleId: z.string(),
    version: z.string(),
    part: z.number().int(),
    preview: z.boolean(),
    /** Page width and height in CSS px: a size bucket at or below the asked size (taller where a system is). */
    width: z.number().int(),
    height: z.number().int(),
    /** The staff space in CSS px. */
    staffSize: z.number().int(),
    /** Pages of each part at this size, so screen pages are numbered over all parts. */
    partPages: z.array(z.number().int()),
    pages: z.array(ScreenPageSchema),
  })
  .meta({ id: 'ScreenLayout' });
