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

/**
 * What a browser's device id is stored as: a hash with the user id, so the sessions of two accounts
 * on one browser cannot be linked in the database.
 */
export function deviceKey(userId: string, deviceId: string): string {
  return createHash('sha256').update(`${userId}\u0000${deviceId}`).digest('hex');
}

/**
 * A new sign-in's token. Where the browser sent its device id, the sessions it had with this account
 * before are revoked: signing in again replaces the browser's row in the device list.
 */
export async function issueToken(
  db: Kysely<Database>,
  userId: string,
  ttlMs: number,
  device: { userAgent?: string | undefined; deviceId?: string | undefined } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  const key = device.deviceId ? deviceKey(userId, device.deviceId) : null;
  await db.transaction().execute(async (trx) => {
    if (key)
      await trx
        .updateTable('tokens')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('device_key', '=', key)
        .where('revoked_at', 'is', null)
        .execute();
    await trx
      .insertInto('tokens')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        expires_at: expiresAt,
        device_key: key,
        ...deviceOf(device.userAgent),
      })
      .execute();
  });
  return { token, expiresAt };
}

/** Whether a session last used at `lastUse` is still alive: not unused for `idleMs` (issue 40). */
export const inUse = (lastUse: number, now: number, idleMs: number) => now - lastUse < idleMs;

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
 * The user, session and licence rows of a valid token (not revoked, not expired, used within
 * `idleMs`), from `cache` when it holds them; records the token's use when the last record is old
 * enough.
 */
export async function sessionForToken(
  db: Kysely<Database>,
  token: string,
  idleMs: number,
  cache: TokenLookupCache<TokenLookup> | null = null,
): Promise<SignedIn | undefined> {
  const tokenHash = hashToken(token);
  const found = cache
    ? await cache.getOrLoad(tokenHash, () => lookUpToken(db, tokenHash))
    : await lookUpToken(db, tokenHash);
  const now = Date.now();
  if (!found || found.expiresAt <= now || !inUse(found.lastUse, now, idleMs)) return undefined;
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
