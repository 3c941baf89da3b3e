import type { DownloadFile } from '../../src/core/contract/api';
import type { EditionFile } from '../content/editions';
import { HttpError } from '../http/errors';
import { encodeContentPath, signPath } from '../security/signed-urls';

/**
 * 409 `not-available-yet` with Retry-After while a just-purchased edition is being prepared
 * (PURCHASE_AVAILABILITY_DELAY_SECONDS). The download manifest applies the same rule.
 */
export function assertAvailable(availableAt: Date, now = Date.now()): void {
  const waitMs = availableAt.getTime() - now;
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  throw new HttpError(
    409,
    'not-available-yet',
    `The edition was just purchased and is being prepared. Please try again in ${seconds} seconds.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** Edition files as signed, expiring links under `/api/files/` (with size and sha256). */
export function signedLinks(
  files: EditionFile[],
  origin: string,
  secret: string,
  expiresAt: Date,
): DownloadFile[] {
  return files.map((file) => ({
    path: file.path,
    url: `${origin}/api/files/${encodeContentPath(file.contentPath)}?${signPath(secret, file.contentPath, expiresAt)}`,
    size: file.size,
    sha256: file.sha256,
  }));
}
