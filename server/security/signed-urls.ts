import { createHmac, timingSafeEqual } from 'node:crypto';

/** Download URLs carry an expiry and an HMAC over path and expiry; nothing is stored per URL. */
export function signPath(secret: string, filePath: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${filePath}\n${expires}`).digest('base64url');
  return `expires=${expires}&signature=${signature}`;
}

export function verifySignedPath(
  secret: string,
  filePath: string,
  expires: string | undefined,
  signature: string | undefined,
): 'ok' | 'expired' | 'invalid' {
  if (!expires || !signature || !/^\d+$/.test(expires)) return 'invalid';
  const expected = createHmac('sha256', secret).update(`${filePath}\n${expires}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 < Date.now() ? 'expired' : 'ok';
}

/** A content path as a URL path: each segment encoded (spaces, `#` and `?` in names stay safe). */
export function encodeContentPath(contentPath: string): string {
  return contentPath.split('/').map(encodeURIComponent).join('/');
}

/** A signed, expiring link to a file of the content folder, served by `/api/files/`. */
export function signedFileUrl(origin: string, secret: string, contentPath: string, expiresAt: Date): string {
  return `${origin}/api/files/${encodeContentPath(contentPath)}?${signPath(secret, contentPath, expiresAt)}`;
}
