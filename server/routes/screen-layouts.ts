import { z } from '@hono/zod-openapi';
import { ScreenLayoutSchema } from '../../src/core/contract/schemas';
import { layoutSizeFor } from '../../src/core/contract/screen-layout';
import type { Api, AppDeps } from '../context';
import { requireUser } from '../http/auth-middleware';
import { forbidden, notFound } from '../http/errors';
import { jsonRoutes } from '../http/json-route';
import { EditionParams } from '../http/schemas';
import { sendSharedResponse } from '../http/shared-response';
import { countRendering } from '../layout/render-limit';
import { NoSuchPartError, type ScreenLayouts } from '../layout/screen-layouts';
import { openDownloadGrant } from '../purchases/download-grants';
import { purchasesOf } from '../purchases/purchase-queries';

const route = jsonRoutes('catalogue', 'token');

/** A whole number in a query, within bounds (a size beyond them is no screen's). */
const wholeNumber = (name: string, min: number, max: number, example: string) =>
  z
    .string()
    .regex(/^\d{1,5}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} is at least ${min}`).max(max, `${name} is at most ${max}`))
    .openapi({ example, type: 'integer' });

const LayoutQuery = z.object({
  version: z
    .string()
    .max(32)
    .regex(/^[0-9A-Za-z.-]+$/, 'version is like 1.1.0')
    .openapi({ description: 'An edition version of the catalogue', example: '1.1.0' }),
  part: wholeNumber('part', 0, 999, '0'),
  width: wholeNumber('width', 1, 10_000, '1180'),
  height: wholeNumber('height', 1, 10_000, '700'),
  staff: wholeNumber('staff', 1, 100, '9').openapi({ description: 'Staff space in CSS px' }),
});

const layout = route('GET /catalogue/{articleId}/layout/{preview}', {
  summary:
    "One part of an edition laid out for a screen: SVG pages for the player's box and staff size, with the bars each page shows",
  description:
    'Width and height (CSS px) are rounded down to a size bucket and the staff size to the nearest step; the response says which were used. ' +
    'The full edition needs a purchase and counts against the download limit like the player stream (one grant per link lifetime); ' +
    "the preview lays out only the bars of the preview's printed pages. The ETag is the sha256 of the JSON.",
  params: EditionParams,
  query: LayoutQuery,
  response: { description: 'The layout', schema: ScreenLayoutSchema },
  errors: {
    403: 'The full edition needs a purchase',
    404: 'Unknown edition, version or part, or no full edition (preview only)',
    410: 'Download limit reached',
    429: 'Too many new layouts from this user or address (see Retry-After)',
    503: 'Too many layouts being made at the moment (see Retry-After)',
  },
  bare: { 304: 'Unchanged since the `ETag` sent in `If-None-Match`' },
});

/**
 * `GET /api/catalogue/{articleId}/layout/{preview}`: screen layouts (server/layout/), behind the same
 * paywall as the player's stream. A layout already made is read from disk; a new one counts against
 * the caller's limit first (layout/render-limit.ts).
 */
export function registerScreenLayoutRoutes(api: Api, deps: AppDeps, layouts: ScreenLayouts) {
  const { db, config, editions } = deps;

  api.openapi(layout, async (c) => {
    const { articleId, preview } = c.req.valid('param');
    const { version, part, width, height, staff } = c.req.valid('query');
    const entry = editions.find(articleId);
    if (!entry?.versions.includes(version)) throw notFound(`There is no edition ${articleId} ${version}.`);
    const user = c.get('user');
    if (!preview) {
      if (entry.previewOnly) throw notFound('This article exists only as a preview.');
      const held = (await purchasesOf(db, requireUser(c))).find((p) => p.articleId === articleId);
      if (!held) throw forbidden('not-purchased', 'The full edition is available after purchase.');
      await openDownloadGrant(db, held.holder, config);
    }
    const request = { articleId, version, preview, part, size: layoutSizeFor({ width, height }, staff) };
    try {
      let made = await layouts.cached(request);
      if (!made) {
        await countRendering(deps, c, user?.id);
        made = await layouts.render(request);
      }
      return sendSharedResponse(c.req.raw, made);
    } catch (error) {
      if (error instanceof NoSuchPartError) throw notFound(`There is no part ${part} to lay out.`);
      throw error;
    }
  });
}
