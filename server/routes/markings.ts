import { z } from '@hono/zod-openapi';
import {
  MarkingLayerSchema,
  MarkingShareSchema,
  MarkingsSchema,
  MarkingsWriteSchema,
  SharedMarkingLayerSchema,
} from '../../src/core/contract/schemas';
import type { Api, AppDeps } from '../context';
import { requireUser } from '../http/auth-middleware';
import { jsonRoutes } from '../http/json-route';
import { ArticleParam } from '../http/schemas';
import {
  assertEdition,
  ownLayer,
  sharedLayer,
  sharedLayers,
  shareLayer,
  writeMarkings,
} from '../markings/layers';

/** A user's markings per edition, and the layers a choir pack's buyer shares with its seat holders (issue 39). */
const route = jsonRoutes('markings', 'signed-in');
const params = z.object({ articleId: ArticleParam });

const getMarkings = route('GET /markings/{articleId}', {
  summary: "The signed-in user's markings on an edition and the layers shared with them",
  params,
  response: { description: 'Own layer and shared layers', schema: MarkingsSchema },
  errors: { 404: 'No such edition' },
});

const patchMarkings = route('PATCH /markings/{articleId}', {
  summary: 'Upsert markings per stroke id (erasures are tombstones); the later change of a stroke wins',
  params,
  body: MarkingsWriteSchema,
  response: { description: 'The merged own layer', schema: MarkingLayerSchema },
  errors: { 404: 'No such edition', 413: 'The layer would exceed its size limit; nothing was saved' },
});

const share = route('POST /markings/{articleId}/share', {
  summary: 'Share the own layer with the seat holders of a choir pack the user bought (null: stop)',
  params,
  body: MarkingShareSchema,
  response: { description: 'The own layer', schema: MarkingLayerSchema },
  errors: { 403: 'Not the buyer of a pack with seats', 404: 'No such edition' },
});

const oneShared = route('GET /marking-layers/{layerId}', {
  summary: 'One layer shared with the signed-in user as a seat holder',
  params: z.object({ layerId: z.uuid().openapi({ param: { name: 'layerId', in: 'path' } }) }),
  response: { description: 'The layer, read-only', schema: SharedMarkingLayerSchema },
  errors: { 404: 'No layer the user may read' },
});

export function registerMarkingRoutes(api: Api, deps: AppDeps) {
  const { db } = deps;

  api.openapi(getMarkings, async (c) => {
    const user = requireUser(c);
    const { articleId } = c.req.valid('param');
    await assertEdition(db, articleId);
    const [own, shared] = await Promise.all([
      ownLayer(db, user.id, articleId),
      sharedLayers(db, user, articleId),
    ]);
    return c.json({ own, shared }, 200);
  });

  api.openapi(patchMarkings, async (c) => {
    const user = requireUser(c);
    const { articleId } = c.req.valid('param');
    await assertEdition(db, articleId);
    return c.json(await writeMarkings(db, user.id, articleId, c.req.valid('json').markings), 200);
  });

  api.openapi(share, async (c) => {
    const user = requireUser(c);
    const { articleId } = c.req.valid('param');
    await assertEdition(db, articleId);
    return c.json(await shareLayer(db, user.id, articleId, c.req.valid('json').packId), 200);
  });

  api.openapi(oneShared, async (c) =>
    c.json(await sharedLayer(db, requireUser(c), c.req.valid('param').layerId), 200),
  );
}
