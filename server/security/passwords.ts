import { randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptOnThread } from './scrypt-threads';

const PARAMS = { N: 16384, r: 8, p: 1, keylen: 32 };

/** On hashing threads of their own, not libuv's pool: see scrypt-threads.ts for the memory it saves. */
function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  return scryptOnThread(password.normalize('NFKC'), salt, { ...params, maxmem: 64 * 1024 * 1024 });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keylen: expected.length,
  });
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
export const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
