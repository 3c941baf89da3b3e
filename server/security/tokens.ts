import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, UserRow } from '../db/schema';
import { type LicenceRow, licenceRowsOf } from '../purchases/licensed-arts';
import { type Device, deviceOf } from './device';
import type { TokenLookupCache } from './token-lookup-cache';

/** Only the SHA-256 of a token is stored: a leaked database holds no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The last use of a token is recorded at most this often, so that reads do not each become a
 * write; the device list shows it to the minute anyway.
 */
export const LAST_USE_PRECISION_MS = 5 * 60_000;

/** The signed-in session behind a request: its public id and the device it was issued to. */
export interface SessionRef extends Device {
  id: string;
}

export async function issueToken(
  db: Kysely<Database>,
  userId: string,
  ttlMs: number,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insertInto('tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: expiresAt,
      ...deviceOf(userAgent),
    })
    .execute();
  return { token, expiresAt };
}

/** What a valid token stands for: its user, the session, and the user's licence rows. */
export interface SignedIn {
  user: UserRow;
  session: SessionRef;
  licences: LicenceRow[];
}

/** A lookup's result with the times checked on every use (it may be cached: TokenLookupCache). */
export interface TokenLookup extends SignedIn {
  expiresAt: number;
  lastUse: number;
}

/**
 * The user, session and licence rows of an unrevoked token, in one query: a signed-in request that
 * needs the licensed arts (topics, lessons, examples) asks the database once, not twice.
 */
async function lookUpToken(db: Kysely<Database>, tokenHash: string): Promise<TokenLookup | undefined> {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .selectAll('users')
    .select((eb) => [
      'tokens.id as session_id',
      'tokens.browser',
      'tokens.os',
      'tokens.last_used_at',
      'tokens.created_at as session_created_at',
      'tokens.expires_at',
      jsonArrayFrom(licenceRowsOf(db, { id: eb.ref('users.id'), email: eb.ref('users.email') })).as(
        'licences',
      ),
    ])
    .where('tokens.token_hash', '=', tokenHash)
    .where('tokens.revoked_at', 'is', null)
    .where('tokens.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, browser, os, last_used_at, session_created_at, expires_at, licences, ...user } = row;
  return {
    user,
    session: { id: session_id, browser, os },
    licences,
    expiresAt: new Date(expires_at).getTime(),
    lastUse: new Date(last_used_at ?? session_created_at).getTime(),
  };
}

/**
 * The user, session and licence rows of a valid token, from `cache` when it holds them; records the
 * token's use when the last record is old enough.
 */
export async function sessionForToken(
  db: Kysely<Database>,
  token: string,
  cache: TokenLookupCache<TokenLookup> | null = null,
): Promise<SignedIn | undefined> {
  const tokenHash = hashToken(token);
  const found = cache
    ? await cache.getOrLoad(tokenHash, () => lookUpToken(db, tokenHash))
    : await lookUpToken(db, tokenHash);
  const now = Date.now();
  if (!found || found.expiresAt <= now) return undefined;
  if (now - found.lastUse >= LAST_USE_PRECISION_MS) {
    found.lastUse = now; // the cached result too: this update does not clear TokenLookupCache
    await db
      .updateTable('tokens')
      .set({ last_used_at: new Date(now) })
      .where('id', '=', found.session.id)
      .execute();
  }
  return found;
}

export async function revokeToken(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}
