import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';

/** Only the SHA-256 of a token is stored: a leaked database holds no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: Kysely<Database>,
  userId: string,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insertInto('tokens')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export async function userForToken(db: Kysely<Database>, token: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .selectAll('users')
    .where('tokens.token_hash', '=', hashToken(token))
    .where('tokens.revoked_at', 'is', null)
    .where('tokens.expires_at', '>', new Date())
    .executeTakeFirst();
}

export async function revokeToken(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}
