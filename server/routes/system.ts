import { z } from '@hono/zod-openapi';
import { HealthSchema, PongSchema } from '../../src/core/contract/schemas';
import type { Api, AppDeps } from '../context';
import { checkDatabase, watchDatabase } from '../db/database-ping';
import { databaseUnavailable, overloaded } from '../http/errors';
import { jsonRoutes } from '../http/json-route';

const route = jsonRoutes('system', 'public');

const health = route('GET /health', {
  summary:
    'Liveness: 200 while the process answers, at once, with the database state of a recent background check (see /health/ready)',
  response: { description: 'The process is alive', schema: HealthSchema },
});

const ready = route('GET /health/ready', {
  summary: 'Readiness: 503 while the database cannot be reached (take the process out of the balancer)',
  response: {
    description: 'Ready to serve',
    schema: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  },
  errors: {
    503: 'The database cannot be reached (`database-unavailable`) or every connection is busy (`overloaded`); Retry-After says when to ask again',
  },
});

const ping = route('GET /ping/{fimit}', {
  summary: 'Echo for connectivity checks',
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
  response: { description: 'Pong', schema: PongSchema },
});

export function registerSystemRoutes(api: Api, deps: AppDeps) {
  const database = watchDatabase(deps.db);
  api.openapi(health, (c) =>
    c.json(
      {
        status: 'ok' as const,
        version: deps.config.version,
        database: deps.dbKind,
        databaseUp: database.isUp(),
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
      },
      200,
    ),
  );

  api.openapi(ready, async (c) => {
    const state = await checkDatabase(deps.db);
    if (state === 'busy') throw overloaded();
    if (state === 'down') throw databaseUnavailable();
    return c.json({ status: 'ready' as const, database: deps.dbKind }, 200);
  });

  api.openapi(ping, (c) => {
    const { fimit } = c.req.valid('param');
    return c.json({ pong: fimit, limit: c.req.valid('query').limit, time: new Date().toISOString() }, 200);
  });
}
