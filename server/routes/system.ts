import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { Api, AppDeps } from '../context';
import { errorResponses } from '../http/schemas';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Liveness and database check',
  responses: {
    200: {
      description: 'Healthy',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('ok'),
            version: z.string(),
            database: z.enum(['pglite', 'postgres']),
            uptimeSeconds: z.number(),
          }),
        },
      },
    },
  },
});

const ping = createRoute({
  method: 'get',
  path: '/ping/{fimit}',
  tags: ['system'],
  summary: 'Echo for connectivity checks',
  request: {
    params: z.object({
      fimit: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: 'fimit', in: 'path' }, example: 'hello' }),
    }),
    query: z.object({
      limit: z.coerce
        .number()
        .int('limit must be a whole number')
        .min(1)
        .max(1000)
        .default(1)
        .openapi({ example: 10 }),
    }),
  },
  responses: {
    200: {
      description: 'Pong',
      content: {
        'application/json': { schema: z.object({ pong: z.string(), limit: z.number(), time: z.string() }) },
      },
    },
    400: errorResponses[400],
  },
});

export function registerSystemRoutes(api: Api, deps: AppDeps) {
  api.openapi(health, async (c) => {
    await sql`select 1`.execute(deps.db);
    return c.json(
      {
        status: 'ok' as const,
        version: deps.config.version,
        database: deps.dbKind,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
      },
      200,
    );
  });

  api.openapi(ping, (c) => {
    const { fimit } = c.req.valid('param');
    return c.json({ pong: fimit, limit: c.req.valid('query').limit, time: new Date().toISOString() }, 200);
  });
}
