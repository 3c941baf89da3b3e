/**
 * Screen layouts kept on disk: each rendering as JSON and compressed (Brotli and gzip), so a layout
 * asked for again costs a file read, not a layout or a compression. Written to a temporary name and
 * renamed, so processes sharing the folder never read half a file. Past `maxBytes` the renderings
 * used longest ago are removed (a read marks a file as used).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BROTLI_QUALITY, compress } from '../http/compression';
import type { SharedResponse } from '../http/shared-response';
import { log } from '../log';

/** A rendering as the route sends it (http/shared-response.ts), and the hex sha256 of its JSON. */
export interface CachedLayout extends SharedResponse {
  sha256: string;
}

export interface LayoutCache {
  read(key: string): Promise<CachedLayout | null>;
  write(key: string, json: string): Promise<CachedLayout>;
  /** Where a rendering's JSON lies, relative to the cache folder (served by signed links for downloads). */
  relativePath(key: string): string;
}

/** The forms kept of each rendering, by file suffix; the JSON last (a reader finds it only once all are written). */
const FORMS = [
  ['.br', 'br'],
  ['.gz', 'gzip'],
  ['', 'identity'],
] as const;

/** The ETag is the JSON's sha256, so a download can check the bytes it got against it. */
function cached(
  identity: Uint8Array<ArrayBuffer>,
  br: Uint8Array<ArrayBuffer>,
  gzip: Uint8Array<ArrayBuffer>,
) {
  const sha256 = createHash('sha256').update(identity).digest('hex');
  return { etag: `"${sha256}"`, sha256, identity, br, gzip };
}

const bytesOf = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** `key`: a relative path of safe segments (ids the catalogue knows, numbers), made by screen-layouts.ts. */
export function createLayoutCache(dir: string, maxBytes: number): LayoutCache {
  const fileOf = (key: string) => path.join(dir, `${key}.json`);
  /** A trim under way: writes meanwhile do not start another. */
  let trimming = false;

  async function trim() {
    const files = await Promise.all(
      (await filesUnder(dir)).map(async (file) => {
        const info = await stat(file).catch(() => null);
        return info ? { file, size: info.size, used: info.mtimeMs } : null;
      }),
    );
    const present = files.filter((each) => each !== null);
    let total = present.reduce((sum, each) => sum + each.size, 0);
    if (total <= maxBytes) return;
    // Down to three quarters, so the next rendering does not scan again at once.
    for (const each of present.sort((a, b) => a.used - b.used)) {
      if (total <= maxBytes * 0.75) break;
      await rm(each.file, { force: true });
      total -= each.size;
    }
    log.info('Screen layout cache trimmed', { dir, bytes: total });
  }

  return {
    relativePath: (key) => `${key}.json`,
    async read(key) {
      const file = fileOf(key);
      try {
        const [br, gzip, identity] = await Promise.all(FORMS.map(([suffix]) => readFile(`${file}${suffix}`)));
        const now = new Date();
        void Promise.all(FORMS.map(([suffix]) => utimes(`${file}${suffix}`, now, now))).catch(
          () => undefined,
        );
        return cached(bytesOf(identity!), bytesOf(br!), bytesOf(gzip!));
      } catch {
        return null;
      }
    },
    async write(key, text) {
      const file = fileOf(key);
      const identity = new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
      const [br, gzip] = await Promise.all([
        compress(identity, 'br', BROTLI_QUALITY.cached),
        compress(identity, 'gzip', BROTLI_QUALITY.cached),
      ]);
      const forms = { br, gzip, identity };
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
      for (const [suffix, form] of FORMS) {
        await writeFile(`${file}${suffix}${temporary}`, forms[form]);
        await rename(`${file}${suffix}${temporary}`, `${file}${suffix}`);
      }
      // One time for all three: the file server sends a compressed sibling only when it is not older.
      const now = new Date();
      await Promise.all(FORMS.map(([suffix]) => utimes(`${file}${suffix}`, now, now)));
      if (!trimming) {
        trimming = true;
        void trim()
          .catch((error: unknown) => log.warn('Screen layout cache could not be trimmed', { error }))
          .finally(() => {
            trimming = false;
          });
      }
      return cached(identity, br, gzip);
    },
  };
}
