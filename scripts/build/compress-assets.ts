/**
 * Build step (after the bundle; `npm start` runs it while the server already answers): writes `.br`
 * and `.gz` siblings of every text file the server sends from `dist/` and the content folder, which
 * `server/http/static-files.ts` serves by `Accept-Encoding` (the plain file until a sibling exists).
 * A sibling newer than its file is kept, so a rebuild only compresses what changed.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../server/config';
import { BROTLI_QUALITY, COMPRESS_MIN_BYTES, compress } from '../../server/http/compression';
import { COMPRESSIBLE_EXTENSIONS } from '../../server/http/static-files';

const SIBLINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** zlib runs in libuv's thread pool, which has four threads: more files at once only queue. */
const FILES_AT_ONCE = 4;

function textFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return; // no content folder (a bare checkout): nothing to do
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
      else if (entry.isFile() && COMPRESSIBLE_EXTENSIONS.includes(path.extname(entry.name).toLowerCase()))
        found.push(full);
    }
  };
  walk(dir);
  return found;
}

const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;

/** Siblings being written (under their temporary names), which a stop lets end before exiting. */
const writing = new Set<Promise<void>>();
let stopping = false;

async function writeSibling(sibling: string, bytes: Uint8Array): Promise<void> {
  const temporary = sibling.replace(/(\.\w+)$/, `.partial-${process.pid}$1`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, sibling);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Compresses one file into its missing or outdated siblings; returns how many it wrote. Each is
 * written under a temporary name and renamed, so a server answering meanwhile sends the plain file
 * or the whole sibling, never a part of one. The temporary name ends like the sibling, which
 * `.gitignore` covers in the content folder.
 */
export async function compressFile(file: string): Promise<number> {
  const source = statSync(file);
  if (source.size < COMPRESS_MIN_BYTES) return 0;
  const stale = SIBLINGS.filter(([, suffix]) => mtime(`${file}${suffix}`) < source.mtimeMs);
  if (stale.length === 0) return 0;
  const bytes = await readFile(file);
  await Promise.all(
    stale.map(async ([encoding, suffix]) => {
      const encoded = await compress(bytes, encoding, BROTLI_QUALITY.build);
      if (stopping) return;
      const write = writeSibling(`${file}${suffix}`, encoded);
      writing.add(write);
      await write.finally(() => writing.delete(write));
    }),
  );
  return stale.length;
}

/** The content folders whose files go out over HTTP (content/public-files.ts); the rest are build inputs. */
const SERVED_CONTENT = ['pages', 'videos', 'examples', 'editions'];

/** Every text file the server sends, the bundle's first (`dist/app/` leads: a first visit loads it). */
export function servedTextFiles(config: { distDir: string; contentDir: string } = loadConfig()): string[] {
  return [
    ...textFiles(config.distDir),
    ...SERVED_CONTENT.flatMap((folder) => textFiles(path.join(config.contentDir, folder))),
  ];
}

let hooked = false;
/**
 * On Ctrl-C or SIGTERM (`npm start` stopping the server), writes no more siblings and exits once
 * those being written are renamed into place (a few milliseconds): exiting mid-write would leave
 * temporary files behind.
 */
function stopBetweenWrites() {
  if (hooked) return;
  hooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopping = true;
      void Promise.allSettled(writing).then(() => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
    });
}

/** Compresses `files`, a few at a time as each one ends; returns how many siblings it wrote. */
export async function compressAssets(files = servedTextFiles()): Promise<number> {
  stopBetweenWrites();
  const queue = [...files];
  let written = 0;
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      // Added after the await: `written += await …` would add to the count read before it.
      const wrote = await compressFile(file);
      written += wrote;
    }
  };
  await Promise.all(Array.from({ length: FILES_AT_ONCE }, worker));
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const files = servedTextFiles();
  const written = await compressAssets(files);
  console.log(
    `compress-assets: ${written} siblings written for ${files.length} text files in ${Math.round(performance.now() - started)} ms`,
  );
}
