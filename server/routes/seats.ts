import { z } from '@hono/zod-openapi';
import { SeatPackSchema } from '../../src/core/contract/schemas';
import type { Api, AppDeps } from '../context';
import { requireUser } from '../http/auth-middleware';
import { forbidden, notFound } from '../http/errors';
import { jsonRoutes } from '../http/json-route';
import { ArticleParam } from '../http/schemas';
import { packsOf } from '../purchases/seat-log';

/** The seats of licence packs for their owner: who holds one now and the log of shares and withdrawals. */
const route = jsonRoutes('purchases', 'signed-in');

const listPacks = route('GET /purchases/packs', {
  summary: 'The licence packs the signed-in user bought: seat holders and the log (empty for others)',
  response: { description: 'Packs', schema: z.array(SeatPackSchema) },
});

const onePack = route('GET /purchases/{articleId}/seats', {
  summary: "One licence pack's seat holders and log, for its buyer only",
  params: z.object({ articleId: ArticleParam }),
  response: { description: 'The pack', schema: SeatPackSchema },
  errors: { 403: 'Not the buyer of this article', 404: 'The article has no seats to share' },
});

export function registerSeatRoutes(api: Api, deps: AppDeps) {
  const { db } = deps;

  api.openapi(listPacks, async (c) => c.json(await packsOf(db, requireUser(c).id), 200));

  api.openapi(onePack, async (c) => {
    const user = requireUser(c);
    const { articleId } = c.req.valid('param');
    const [pack] = await packsOf(db, user.id, articleId);
    if (pack) return c.json(pack, 200);
    const owned = await db
      .selectFrom('purchases')
      .select('id')
      .where('user_id', '=', user.id)
      .where('article_id', '=', articleId)
      .executeTakeFirst();
    if (!owned) throw forbidden('not-owner', 'Only the buyer of this article sees its seats.');
    throw notFound('This article has no seats to share.');
  });
}
