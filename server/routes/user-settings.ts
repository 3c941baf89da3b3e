import type { z } from '@hono/zod-openapi';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { UserSettings } from '../../src/core/contract/api';
import { UserSettingsSchema, UserSettingsWriteSchema } from '../../src/core/contract/schemas';
import type { Api, AppDeps } from '../context';
import type { Database } from '../db/schema';
import { requireUser } from '../http/auth-middleware';
import { badRequest } from '../http/errors';
import { revalidatedJson } from '../http/etag';
import { jsonRoutes } from '../http/json-route';
import { AppQuery } from '../http/schemas';

/** What a client sends; progress entries may leave out maxProgress. */
type SettingsWrite = z.infer<typeof UserSettingsWriteSchema>;
type MetadataWrite = NonNullable<SettingsWrite['learnElementMetadata']>[number];

/** Upserts progress rows so that maxProgress only ever grows, atomically (safe under concurrent PATCHes). */
async function mergeMetadata(db: Kysely<Database>, userId: string, app: string, entries: MetadataWrite[]) {
  if (entries.length === 0) return;
  // One row per element: a later entry for the same element in one request wins for progress.
  const byId = new Map<number, MetadataWrite>();
  for (const entry of entries) {
    const before = byId.get(entry.learnElementId);
    byId.set(entry.learnElementId, {
      ...entry,
      maxProgress: Math.max(before?.maxProgress ?? 0, entry.maxProgress ?? 0, entry.learnElementProgress),
    });
  }
  await db
    .insertInto('learn_element_progress')
    .values(
      [...byId.values()].map((entry) => ({
        user_id: userId,
        app,
        learn_element_id: entry.learnElementId,
        progress: entry.learnElementProgress,
        max_progress: entry.maxProgress ?? entry.learnElementProgress,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'app', 'learn_element_id']).doUpdateSet({
        progress: sql<number>`excluded.progress`,
        max_progress: sql<number>`greatest(learn_element_progress.max_progress, excluded.max_progress)`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/**
 * The settings object and every progress row in one query (one round trip, one snapshot): the
 * start page asks for them on every visit.
 */
async function readSettings(db: Kysely<Database>, userId: string, app: string): Promise<UserSettings> {
  const { settings, metadata } = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('user_settings')
        .select('settings')
        .where('user_id', '=', userId)
        .where('app', '=', app)
        .as('settings'),
      jsonArrayFrom(
        eb
          .selectFrom('learn_element_progress')
          .select(['learn_element_id', 'progress', 'max_progress', 'updated_at'])
          .where('user_id', '=', userId)
          .where('app', '=', app)
          .orderBy('learn_element_id'),
      ).as('metadata'),
    ])
    .executeTakeFirstOrThrow();
  return {
    ...(settings ?? {}),
    learnElementMetadata: metadata.map((m) => ({
      learnElementId: m.learn_element_id,
      learnElementProgress: m.progress,
      maxProgress: m.max_progress,
      updatedAt: new Date(m.updated_at).toISOString(),
    })),
  };
}

/** Most bytes of a user's stored settings per app (progress entries are rows of their own). */
const SETTINGS_BYTES = 64 * 1024;

/**
 * Writes the settings object: `replace` for POST, a shallow merge (done in SQL, so atomic) for PATCH.
 * The size is judged on the stored result, so that PATCHes with new keys cannot grow it without end;
 * run it in a transaction, which a refusal rolls back.
 */
async function writeSettings(
  db: Kysely<Database>,
  userId: string,
  app: string,
  body: SettingsWrite,
  replace: boolean,
) {
  const { learnElementMetadata, ...settings } = body;
  const json = JSON.stringify(settings);
  const stored = await db
    .insertInto('user_settings')
    .values({ user_id: userId, app, settings: json })
    .onConflict((oc) =>
      oc.columns(['user_id', 'app']).doUpdateSet({
        settings: replace ? sql`${json}::jsonb` : sql`user_settings.settings || ${json}::jsonb`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(sql<number>`octet_length(settings::text)`.as('bytes'))
    .executeTakeFirstOrThrow();
  if (stored.bytes > SETTINGS_BYTES) {
    const message = `Settings are limited to ${SETTINGS_BYTES / 1024} KB (progress entries not counted).`;
    throw badRequest(message, { json: message });
  }
  await mergeMetadata(db, userId, app, learnElementMetadata ?? []);
}

const route = jsonRoutes('settings', 'signed-in');
const response = { description: 'The stored settings with all progress entries', schema: UserSettingsSchema };

const getSettings = route('GET /auth/usersettings', {
  summary: 'Settings and progress of the signed-in user for an app',
  description:
    'Revalidate with `If-None-Match`: the strong `ETag` is a hash of this response; unchanged, `304`.',
  query: AppQuery,
  response,
  bare: { 304: 'Unchanged since the `ETag` sent in `If-None-Match`' },
});

const WRITE_ROUTES = {
  post: route('POST /auth/usersettings', {
    summary: 'Replace the settings (progress entries still merge and never decrease)',
    query: AppQuery,
    body: UserSettingsWriteSchema,
    response,
  }),
  patch: route('PATCH /auth/usersettings', {
    summary: 'Merge into the settings; progress merges per element keeping the highest maxProgress',
    query: AppQuery,
    body: UserSettingsWriteSchema,
    response,
  }),
};

export function registerUserSettingsRoutes(api: Api, deps: AppDeps) {
  api.openapi(getSettings, async (c) => {
    const user = requireUser(c);
    return revalidatedJson(c, await readSettings(deps.db, user.id, c.req.valid('query').app));
  });

  for (const method of ['post', 'patch'] as const) {
    api.openapi(WRITE_ROUTES[method], async (c) => {
      const user = requireUser(c);
      const { app } = c.req.valid('query');
      const body = c.req.valid('json');
      await deps.db.transaction().execute((trx) => writeSettings(trx, user.id, app, body, method === 'post'));
      return c.json(await readSettings(deps.db, user.id, app), 200);
    });
  }
}
