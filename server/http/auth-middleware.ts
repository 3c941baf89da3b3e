import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { UserRow } from '../db/schema';
import { sessionForToken } from '../security/tokens';
import { unauthorized } from './errors';

function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Resolves the bearer token to a user for every API request. A request that sends a token that is
 * not valid gets 401 even on public routes, so the client learns at once that its session ended.
 */
export function authentication(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c.req.header('authorization'));
    const signedIn = token ? await sessionForToken(deps.db, token) : null;
    if (token && !signedIn)
      throw unauthorized('The access token is invalid or has expired. Please sign in again.');
    c.set('user', signedIn?.user ?? null);
    c.set('session', signedIn?.session ?? null);
    await next();
  };
}

export function requireUser(c: { get(key: 'user'): UserRow | null }): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
