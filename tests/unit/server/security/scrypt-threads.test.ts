/**
 * Password hashing on threads of its own (server/security/scrypt-threads.ts): the same keys as
 * `crypto.scrypt`, and no more threads than derivations run at once, since each thread keeps the
 * 16 MB one derivation takes.
 */
import { scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashingThreadCount, scryptOnThread } from '../../../../server/security/scrypt-threads';

const PARAMS = { N: 16384, r: 8, p: 1, keylen: 32, maxmem: 64 * 1024 * 1024 };
const SALT = Buffer.from('0123456789abcdef');

function scryptOnPool(password: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, SALT, PARAMS.keylen, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

describe('scrypt on hashing threads', () => {
  it('derives the key crypto.scrypt derives, and rejects what it rejects', async () => {
    expect((await scryptOnThread('choir-2026', SALT, PARAMS)).equals(await scryptOnPool('choir-2026'))).toBe(
      true,
    );
    await expect(scryptOnThread('x', SALT, { ...PARAMS, N: 3 })).rejects.toThrow();
  });

  it('hashes one after the other on one thread, and at once on no more threads than asked at once', async () => {
    for (let i = 0; i < 3; i++) await scryptOnThread(`one by one ${i}`, SALT, PARAMS);
    expect(hashingThreadCount()).toBe(1);
    await Promise.all([1, 2].map((i) => scryptOnThread(`two at once ${i}`, SALT, PARAMS)));
    expect(hashingThreadCount()).toBeLessThanOrEqual(2);
  });
});
