import { z } from '@hono/zod-openapi';
import type { CatalogueDto, CatalogueItemDto, EditionFilesDto } from '../../src/core/contract/api';
import { CatalogueItemSchema, CatalogueSchema, EditionFilesSchema } from '../../src/core/contract/schemas';
import { byComposer, composersOf, matchesQuery } from '../../src/core/works/catalogue-search';
import type { CatalogueEntry } from '../content/editions';
import type { ManifestSummaries } from '../content/manifest-summaries';
import type { Api, AppDeps } from '../context';
import type { UserRow } from '../db/schema';
import { requireUser } from '../http/auth-middleware';
import { forbidden, notFound } from '../http/errors';
import { revalidatedByContent } from '../http/etag';
import { jsonRoutes } from '../http/json-route';
import { publicOrigin } from '../http/public-origin';
import { ArticleParam, EditionParams } from '../http/schemas';
import { openDownloadGrant } from '../purchases/download-grants';
import { signedLinks } from '../purchases/edition-links';
import { type EffectivePurchase, purchasesOf } from '../purchases/purchase-queries';

const route = jsonRoutes('catalogue', 'token');

const listCatalogue = route('GET /catalogue', {
  summary: 'Editions with composers, prices and flags; purchase and download state for the signed-in user',
  query: z.object({
    q: z
      .string()
      .max(200)
      .optional()
      .openapi({ description: 'Keywords (all must match)', example: 'Crüger' }),
    composer: z.string().max(200).optional().openapi({ example: 'Johann Crüger' }),
    purchased: z
      .enum(['true', 'false'], { error: 'purchased must be true or false' })
      .optional()
      .openapi({ description: 'true: only editions the signed-in user holds' }),
  }),
  response: { description: 'The catalogue', schema: CatalogueSchema },
});

const getItem = route('GET /catalogue/{articleId}', {
  summary: 'One edition of the catalogue',
  params: z.object({ articleId: ArticleParam }),
  response: { description: 'The edition', schema: CatalogueItemSchema },
  errors: { 404: 'Unknown edition' },
});

const stream = route('GET /catalogue/{articleId}/stream/{preview}', {
  summary:
    'Signed, expiring links to play an edition (or its preview) online; the full edition counts against the download limit like the manifest (one grant per link lifetime)',
  params: EditionParams,
  response: { description: 'The files', schema: EditionFilesSchema },
  errors: {
    403: 'The full edition needs a purchase',
    404: 'Unknown edition, or no full edition (preview only)',
    410: 'Download limit reached',
  },
});

/**
 * `GET /api/catalogue`, `GET /api/catalogue/{articleId}` and the online player's
 * `GET /api/catalogue/{articleId}/stream/{preview}`. Signed out, everything is shown as not
 * purchased; the keyword search is the one the works list uses offline
 * (src/core/works/catalogue-search.ts).
 */
export function registerCatalogueRoutes(api: Api, deps: AppDeps, summary: ManifestSummaries) {
  const { db, config, editions } = deps;
  // Read-mostly but per user (purchases, download counts): tagged by a hash of the caller's own response.
  // Not the stream links: they are signed anew on every call.
  api.use('/catalogue', revalidatedByContent());
  api.use('/catalogue/:articleId', revalidatedByContent());

  /** The user's holdings by article, with their download counts. */
  async function holdings(user: UserRow | null) {
    if (!user) return new Map<string, EffectivePurchase>();
    return new Map((await purchasesOf(db, user)).map((p) => [p.articleId, p]));
  }

  async function toItem(
    entry: CatalogueEntry,
    held: EffectivePurchase | undefined,
    now: number,
  ): Promise<CatalogueItemDto> {
    const manifest = await summary(entry);
    const purchased = held !== undefined;
    const waiting = held && held.availableAt.getTime() > now;
    return {
      articleId: entry.articleId,
      title: entry.title,
      ...(manifest.subtitle ? { subtitle: manifest.subtitle } : {}),
      composers: entry.composers.map((c) => ({
        name: c.name,
        ...(c.born !== undefined ? { born: c.born } : {}),
        ...(c.died !== undefined ? { died: c.died } : {}),
        ...(c.role ? { role: c.role } : {}),
      })),
      catalogueNumber: entry.catalogueNumber,
      priceCents: entry.priceCents,
      onSale: entry.onSale,
      ...(entry.onSale && entry.regularPriceCents !== undefined
        ? { regularPriceCents: entry.regularPriceCents }
        : {}),
      offer: entry.offer,
      keywords: entry.keywords ?? { de: [], en: [] },
      latestVersion: entry.latestVersion,
      versions: entry.versions,
      previewOnly: entry.previewOnly,
      voices: manifest.voices,
      parts: manifest.parts,
      pages: manifest.pages,
      durationMs: manifest.durationMs,
      purchased,
      previewAvailable: true,
      downloadAvailable: purchased && !entry.previewOnly && !waiting,
      ...(waiting ? { availableAt: held.availableAt.toISOString() } : {}),
      ...(held ? { downloadsUsed: held.downloads, downloadLimit: config.downloadLimit } : {}),
    };
  }

  const findEntry = (articleId: string) => {
    const entry = editions.find(articleId);
    if (!entry) throw notFound(`There is no edition ${articleId}.`);
    return entry;
  };

  api.openapi(listCatalogue, async (c) => {
    const { q = '', composer = '', purchased } = c.req.valid('query');
    const held = await holdings(c.get('user'));
    const now = Date.now();
    const all = editions.catalogue;
    const chosen = all.filter(
      (entry) =>
        matchesQuery(entry, q) &&
        byComposer(entry, composer) &&
        (purchased === undefined || held.has(entry.articleId) === (purchased === 'true')),
    );
    const body: CatalogueDto = {
      editions: await Promise.all(chosen.map((entry) => toItem(entry, held.get(entry.articleId), now))),
      composers: composersOf(all),
      total: all.length,
    };
    return c.json(body, 200);
  });

  api.openapi(getItem, async (c) => {
    const entry = findEntry(c.req.valid('param').articleId);
    const held = await holdings(c.get('user'));
    return c.json(await toItem(entry, held.get(entry.articleId), Date.now()), 200);
  });

  api.openapi(stream, async (c) => {
    const { articleId, preview } = c.req.valid('param');
    const entry = findEntry(articleId);
    if (!preview) {
      if (entry.previewOnly) throw notFound('This article exists only as a preview.');
      const held = (await holdings(requireUser(c))).get(articleId);
      if (!held) throw forbidden('not-purchased', 'The full edition is available after purchase.');
      // Playing in the browser works at once; only the download waits for a new purchase.
      await openDownloadGrant(db, held.holder, config);
    }
    const expiresAt = new Date(Date.now() + config.signedUrlTtlMs);
    const body: EditionFilesDto = {
      articleId,
      version: entry.latestVersion,
      preview,
      expiresAt: expiresAt.toISOString(),
      files: signedLinks(
        await editions.files(articleId, entry.latestVersion, preview),
        publicOrigin(c, config),
        config.signingSecret,
        expiresAt,
      ),
    };
    return c.json(body, 200);
  });
}
