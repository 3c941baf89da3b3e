import { z } from '@hono/zod-openapi';
import type { SessionDto } from '../../src/core/contract/api';
import { SessionSchema, SessionsRevokedSchema } from '../../src/core/contract/schemas';
import type { Api, AppDeps } from '../context';
import { requireUser } from '../http/auth-middleware';
import { notFound } from '../http/errors';
import { jsonRoutes } from '../http/json-route';

/**
 * The user's signed-in devices (issue 12 point 10): a stolen token shows up in the list and can be
 * signed out, alone or with every other token of the user.
 */

const SessionIdParam = z.object({
  sessionId: z
    .uuid('sessionId is the id of a session from the list')
    .openapi({ param: { name: 'sessionId', in: 'path' }, example: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' }),
});

const route = jsonRoutes('auth', 'signed-in');

const list = route('GET /auth/sessions', {
  summary:
    "The signed-in user's devices (valid tokens: one per browser, none unused for 90 days), the caller's marked `current`",
  response: { description: 'Devices', schema: z.array(SessionSchema) },
});

const signOutOne = route('DELETE /auth/sessions/{sessionId}', {
  summary: 'Sign one device out (revokes its token; the own one too)',
  params: SessionIdParam,
  response: { description: 'Signed out', schema: SessionsRevokedSchema },
  errors: { 404: 'No signed-in device of this user has this id' },
});

const signOutAll = route('DELETE /auth/sessions', {
  summary: 'Sign out everywhere: revokes every token of the user, the current one included',
  response: { description: 'Signed out', schema: SessionsRevokedSchema },
});

export function registerSessionRoutes(api: Api, deps: AppDeps) {
  const { db } = deps;

  /** The user's sessions that still count: not revoked, not expired, used within the idle limit. */
  const alive = (userId: string) => {
    const now = Date.now();
    return db
      .selectFrom('tokens')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date(now))
      .where((eb) =>
        eb(eb.fn.coalesce('last_used_at', 'created_at'), '>', new Date(now - deps.config.sessionIdleMs)),
      );
  };

  api.openapi(list, async (c) => {
    const user = requireUser(c);
    const current = c.get('session')?.id;
    const rows = await alive(user.id)
      .select(['id', 'browser', 'os', 'created_at', 'last_used_at'])
      .orderBy('last_used_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
    const sessions: SessionDto[] = rows.map((row) => ({
      id: row.id,
      browser: row.browser,
      os: row.os,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: new Date(row.last_used_at ?? row.created_at).toISOString(),
      current: row.id === current,
    }));
    return c.json(sessions, 200);
  });

  api.openapi(signOutOne, async (c) => {
    const user = requireUser(c);
    const { sessionId } = c.req.valid('param');
    const revoked = await db
      .updateTable('tokens')
      .set({ revoked_at: new Date() })
      .where('id', '=', sessionId)
      .where('id', 'in', alive(user.id).select('id'))
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) throw notFound('You have no signed-in device with this id.');
    return c.json({ revoked: 1 }, 200);
  });

  api.openapi(signOutAll, async (c) => {
    const user = requireUser(c);
    const revoked = await db
      .updateTable('tokens')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return c.json({ revoked: Number(revoked.numUpdatedRows) }, 200);
  });
}
