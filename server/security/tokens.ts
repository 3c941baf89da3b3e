import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { type Device, deviceOf } from './device';

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

/** The user and session of a valid token; records its use when the last record is old enough. */
export async function sessionForToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ user: UserRow; session: SessionRef } | undefined> {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .selectAll('users')
    .select([
      'tokens.id as session_id',
      'tokens.browser',
      'tokens.os',
      'tokens.last_used_at',
      'tokens.created_at as session_created_at',
    ])
    .where('tokens.token_hash', '=', hashToken(token))
    .where('tokens.revoked_at', 'is', null)
    .where('tokens.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, browser, os, last_used_at, session_created_at, ...user } = row;
  const lastUse = new Date(last_used_at ?? session_created_at).getTime();
  if (Date.now() - lastUse >= LAST_USE_PRECISION_MS)
    await db.updateTable('tokens').set({ last_used_at: new Date() }).where('id', '=', session_id).execute();
  return { user, session: { id: session_id, browser, os } };
}

export async function revokeToken(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}
