import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { UserRow } from '../db/schema';
import { licensedArtsAt } from '../purchases/licensed-arts';
import { TokenLookupCache } from '../security/token-lookup-cache';
import { sessionForToken, type TokenLookup } from '../security/tokens';
import { unauthorized } from './errors';

function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Resolves the bearer token to a user, session and licensed arts for every API request. A request
 * that sends a token that is not valid gets 401 even on public routes, so the client learns at once
 * that its session ended. Where this process is the database's only writer, the lookups are cached
 * in memory (TokenLookupCache): a signed-in request then needs no query at all.
 */
export function authentication(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const cache = deps.dbWrites ? new TokenLookupCache<TokenLookup>(deps.dbWrites) : null;
  const signedOut: ReadonlySet<string> = new Set();
  return async (c, next) => {
    const token = bearer(c.req.header('authorization'));
    const signedIn = token ? await sessionForToken(deps.db, token, deps.config.sessionIdleMs, cache) : null;
    if (token && !signedIn)
      throw unauthorized('The access token is invalid or has expired. Please sign in again.');
    c.set('user', signedIn?.user ?? null);
    c.set('session', signedIn?.session ?? null);
    c.set('arts', signedIn ? licensedArtsAt(signedIn.licences) : signedOut);
    await next();
  };
}

export function requireUser(c: { get(key: 'user'): UserRow | null }): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
