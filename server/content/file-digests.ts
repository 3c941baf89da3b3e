import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { safeJoin } from '../http/static-files';

export interface FileDigest {
  size: number;
  sha256: string;
}

/**
 * Size and sha256 of content files, computed once per file and kept (content changes only with a
 * deployment); a file that changed on disk (other size or time) is hashed again. Null: no such file.
 */
export function createFileDigests(contentDir: string) {
  const known = new Map<string, { stamp: string; digest: Promise<FileDigest> }>();
  return async function digestOf(contentPath: string): Promise<FileDigest | null> {
    const file = safeJoin(contentDir, contentPath);
    if (!file) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const stamp = `${info.size}:${info.mtimeMs}`;
    const cached = known.get(contentPath);
    if (cached?.stamp === stamp) return cached.digest;
    const digest = readFile(file).then((bytes) => ({
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    }));
    known.set(contentPath, { stamp, digest });
    return digest;
  };
}
