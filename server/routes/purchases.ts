import { z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { PurchaseDto } from '../../src/core/contract/api';
import {
  DownloadManifestSchema,
  PurchaseSchema,
  RedeemRequestSchema,
  SpecificUnlockSchema,
} from '../../src/core/contract/schemas';
import { type LayoutSize, layoutSizeFor, readableStaffSpace } from '../../src/core/contract/screen-layout';
import type { EditionFile } from '../content/editions';
import type { Api, AppDeps } from '../context';
import { requireUser } from '../http/auth-middleware';
import { forbidden, HttpError, notFound } from '../http/errors';
import { revalidatedJson } from '../http/etag';
import { jsonRoutes } from '../http/json-route';
import { publicOrigin } from '../http/public-origin';
import { AppQuery, ArticleParam, EditionParams } from '../http/schemas';
import { countRendering } from '../layout/render-limit';
import { LAYOUT_FILES, NoSuchPartError, type ScreenLayouts } from '../layout/screen-layouts';
import { openDownloadGrant } from '../purchases/download-grants';
import { assertAvailable, signedLinks } from '../purchases/edition-links';
import { type EffectivePurchase, purchasesOf } from '../purchases/purchase-queries';
import { redeemCode } from '../purchases/redeem-code';
import { recordSeatChange } from '../purchases/seat-log';
import { reserveCodeAttempt } from '../security/code-attempts';

function toDto(p: EffectivePurchase): PurchaseDto {
  return {
    id: p.articleId,
    ...(p.art ? { art: p.art } : {}),
    date: p.date.toISOString(),
    validUntil: p.validUntil.toISOString(),
    kind: p.kind,
    // Editions are sold for good (their validity is a century only because the column needs a date).
    permanent: p.kind === 'edition',
    source: p.source,
    orderNumber: p.orderNumber,
    priceCents: p.priceCents,
    seats: p.seats,
  };
}

const route = jsonRoutes('purchases', 'signed-in');

const list = route('GET /purchases', {
  summary: "The signed-in user's purchases and licences for an app",
  description:
    'Revalidate with `If-None-Match`: the strong `ETag` is a hash of this response; unchanged, `304`.',
  query: AppQuery,
  response: { description: 'Purchases', schema: z.array(PurchaseSchema) },
  bare: { 304: 'Unchanged since the `ETag` sent in `If-None-Match`' },
});

const unlock = route('GET /purchases/{articleId}/unlock/{code}', {
  summary: 'Redeem a single-use unlock code for an article',
  params: z.object({
    articleId: ArticleParam,
    code: z
      .string()
      .min(4)
      .max(64)
      .openapi({ param: { name: 'code', in: 'path' }, example: 'CHOIR-10003-DEMO' }),
  }),
  response: { description: 'The new purchase', schema: PurchaseSchema },
  errors: {
    404: 'Unknown or already used code for this article',
    409: 'The article is already bought',
    429: 'Too many wrong codes from this user or address (see Retry-After)',
  },
});

const redeem = route('POST /purchases/redeem', {
  summary: 'Redeem a single-use unlock code; the code names its article',
  body: RedeemRequestSchema,
  response: { description: 'The new or renewed purchase', schema: PurchaseSchema },
  errors: {
    404: 'Unknown code (`unknown-code`)',
    409: 'The code was used before (`code-used`), or the edition is already bought (`already-bought`)',
    429: 'Too many wrong codes from this user or address (see Retry-After)',
  },
});

const EmailParam = z
  .string()
  .max(254)
  .pipe(z.email('Not a valid e-mail address'))
  .openapi({ param: { name: 'email', in: 'path' }, example: 'singer@example.com' });

const ArticleEmailParams = z.object({ articleId: ArticleParam, email: EmailParam });

const unlockSpecific = route('GET /purchases/{articleId}/unlockspecific/{email}', {
  summary: 'Unlock an owned licence pack for a specific e-mail address (uses one seat)',
  params: ArticleEmailParams,
  response: { description: 'Unlocked', schema: SpecificUnlockSchema },
  errors: { 403: 'Not the owner of the article, or no seat left', 409: 'Already unlocked for this address' },
});

const removeUnlockSpecific = route('DELETE /purchases/{articleId}/unlockspecific/{email}', {
  summary: 'Withdraw an unlock for a specific e-mail address (frees the seat)',
  params: ArticleEmailParams,
  response: { description: 'Removed', schema: SpecificUnlockSchema },
  errors: { 404: 'No such unlock by this user' },
});

/** `1156x560-9,366x513`: the device's screen-layout sizes (box width x height, and the staff size if set). */
const LayoutSizes = z
  .string()
  .max(100)
  .regex(
    /^\d{1,5}x\d{1,5}(-\d{1,3})?(,\d{1,5}x\d{1,5}(-\d{1,3})?){0,3}$/,
    'layouts is up to four sizes like 1156x560-9 (width x height, then - staff size if one is set)',
  )
  .optional()
  .openapi({
    description:
      'Screen layouts to list too (full edition only): up to four sizes, width x height and - staff size in CSS px (without it the readable size for the box)',
    example: '1156x560-9,366x513',
  });

const downloadManifest = route('GET /purchases/{articleId}/downloadmanifest/{preview}', {
  summary: 'Files of an edition (or its preview) with sizes, hashes and signed, expiring URLs',
  description:
    'With `layouts`, the full edition also lists every part laid out for the screen at those sizes (`layouts/{w}x{h}-s{staff}/partN.json`, the answer of the layout call), made first where they are not yet.',
  auth: 'token',
  params: EditionParams,
  query: z.object({ layouts: LayoutSizes }),
  response: { description: 'The manifest', schema: DownloadManifestSchema },
  errors: {
    403: 'The full edition needs a purchase',
    404: 'Unknown article, or no full edition (preview only)',
    409: 'Just purchased: the download is not available yet (see Retry-After)',
    410: 'Download limit reached',
    429: 'Too many new screen layouts from this user or address (see Retry-After)',
    503: 'Too many screen layouts being made at the moment (see Retry-After)',
  },
});

/** The sizes of `layouts`, quantised as the layout call does. */
const sizesOf = (layouts: string | undefined): LayoutSize[] =>
  (layouts ? layouts.split(',') : []).map((entry) => {
    const [width, height, staff] = entry.split(/[x-]/).map(Number) as [number, number, number?];
    return layoutSizeFor({ width, height }, staff ?? readableStaffSpace(width, height));
  });

export function registerPurchaseRoutes(api: Api, deps: AppDeps, layouts: ScreenLayouts) {
  const { db, config } = deps;

  api.openapi(list, async (c) => {
    const user = requireUser(c);
    const purchases = await purchasesOf(db, user, c.req.valid('query').app);
    return revalidatedJson(c, purchases.map(toDto));
  });

  api.openapi(unlock, async (c) => {
    const user = requireUser(c);
    const { articleId, code } = c.req.valid('param');
    const attempt = await reserveCodeAttempt(deps, c, user.id);
    // This older form answers as it always did: one 404 for a code unknown, used or of another article.
    const redemption = redeemCode(deps, user.id, code, articleId).catch((error: unknown) => {
      if (error instanceof HttpError && (error.code === 'code-used' || error.code === 'unknown-code'))
        throw notFound('This unlock code is unknown, already used or not meant for this article.');
      throw error;
    });
    return c.json(toDto(await attempt.settle(redemption)), 200);
  });

  api.openapi(redeem, async (c) => {
    const user = requireUser(c);
    const { code } = c.req.valid('json');
    const attempt = await reserveCodeAttempt(deps, c, user.id);
    return c.json(toDto(await attempt.settle(redeemCode(deps, user.id, code))), 200);
  });

  async function ownedPack(userId: string, articleId: string) {
    const pack = await db
      .selectFrom('purchases')
      .select(['seats'])
      .where('user_id', '=', userId)
      .where('article_id', '=', articleId)
      .executeTakeFirst();
    if (!pack) throw forbidden('not-owner', 'Only the buyer of this article can unlock it for others.');
    return pack;
  }

  async function seatsUsed(userId: string, articleId: string): Promise<number> {
    const row = await db
      .selectFrom('specific_unlocks')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('granted_by', '=', userId)
      .where('article_id', '=', articleId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  api.openapi(unlockSpecific, async (c) => {
    const user = requireUser(c);
    const { articleId } = c.req.valid('param');
    const email = c.req.valid('param').email.toLowerCase();
    if (email === user.email)
      throw new HttpError(400, 'bad-request', 'You already hold this article yourself.', {
        'param.email': 'Own address',
      });
    const pack = await ownedPack(user.id, articleId);
    const result = await db.transaction().execute(async (trx) => {
      // Lock the owner's purchase so two concurrent unlocks cannot both take the last seat.
      await trx
        .selectFrom('purchases')
        .select('id')
        .where('user_id', '=', user.id)
        .where('article_id', '=', articleId)
        .forUpdate()
        .execute();
      const used = (
        await trx
          .selectFrom('specific_unlocks')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('granted_by', '=', user.id)
          .where('article_id', '=', articleId)
          .executeTakeFirstOrThrow()
      ).n;
      if (used >= pack.seats)
        throw forbidden('no-seat-left', `All ${pack.seats} seats of this article are in use.`);
      const inserted = await trx
        .insertInto('specific_unlocks')
        .values({ article_id: articleId, email, granted_by: user.id })
        .onConflict((oc) => oc.columns(['article_id', 'email']).doNothing())
        .returning('email')
        .executeTakeFirst();
      if (!inserted)
        throw new HttpError(
          409,
          'already-unlocked',
          'This article is already unlocked for this e-mail address.',
        );
      const session = c.get('session');
      await recordSeatChange(trx, { articleId, ownerId: user.id, email, action: 'share', session });
      return used + 1;
    });
    return c.json({ articleId, email, seats: pack.seats, seatsUsed: result }, 200);
  });

  api.openapi(removeUnlockSpecific, async (c) => {
    const user = requireUser(c);
    const { articleId } = c.req.valid('param');
    const email = c.req.valid('param').email.toLowerCase();
    const pack = await ownedPack(user.id, articleId);
    await db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('specific_unlocks')
        .where('article_id', '=', articleId)
        .where('email', '=', email)
        .where('granted_by', '=', user.id)
        .returning('email')
        .executeTakeFirst();
      if (!removed) throw notFound('You have not unlocked this article for this e-mail address.');
      const session = c.get('session');
      await recordSeatChange(trx, { articleId, ownerId: user.id, email, action: 'withdraw', session });
    });
    return c.json(
      { articleId, email, seats: pack.seats, seatsUsed: await seatsUsed(user.id, articleId) },
      200,
    );
  });

  api.openapi(downloadManifest, async (c) => {
    const { articleId, preview } = c.req.valid('param');
    const entry = deps.editions.find(articleId);
    if (!entry) throw notFound(`There is no edition ${articleId}.`);
    let downloadsUsed = 0;
    let laidOut: EditionFile[] = [];
    if (!preview) {
      if (entry.previewOnly) throw notFound('This article exists only as a preview.');
      const user = requireUser(c);
      const owned = (await purchasesOf(db, user)).find((p) => p.articleId === articleId);
      if (!owned) throw forbidden('not-purchased', 'The full edition is available after purchase.');
      assertAvailable(owned.availableAt);
      downloadsUsed = await openDownloadGrant(db, owned.holder, config);
      // An edition without MEI (none of ours) has no screen layouts: its files come without them.
      const made = await layouts
        .files({ articleId, version: entry.latestVersion }, sizesOf(c.req.valid('query').layouts), () =>
          countRendering(deps, c, user.id),
        )
        .catch((error: unknown) => {
          if (error instanceof NoSuchPartError) return [];
          throw error;
        });
      // Signed like the content's files: `screen-layouts/…` is read from the layout cache (app.ts).
      laidOut = made.map((file) => ({
        contentPath: `${LAYOUT_FILES}${file.cachePath}`,
        path: file.path,
        size: file.size,
        sha256: file.sha256,
      }));
    }
    const files = [...(await deps.editions.files(articleId, entry.latestVersion, preview)), ...laidOut];
    const expiresAt = new Date(Date.now() + config.signedUrlTtlMs);
    const origin = publicOrigin(c, config);
    return c.json(
      {
        articleId,
        version: entry.latestVersion,
        preview,
        expiresAt: expiresAt.toISOString(),
        downloadsUsed,
        downloadLimit: config.downloadLimit,
        files: signedLinks(files, origin, config.signingSecret, expiresAt),
      },
      200,
    );
  });
}
