/**
 * Build step (end of `npm run build`): writes `.br` and `.gz` siblings of every text file the server
 * sends from `dist/` and the content folder, which `server/http/static-files.ts` serves by
 * `Accept-Encoding`. A sibling newer than its file is kept, so a rebuild only compresses what changed.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { BROTLI_QUALITY, COMPRESS_MIN_BYTES, compress } from '../../server/http/compression';
import { COMPRESSIBLE_EXTENSIONS } from '../../server/http/static-files';

const SIBLINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

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

/** Compresses one file into its missing or outdated siblings; returns how many it wrote. */
async function compressFile(file: string): Promise<number> {
  const source = statSync(file);
  if (source.size < COMPRESS_MIN_BYTES) return 0;
  const stale = SIBLINGS.filter(([, suffix]) => mtime(`${file}${suffix}`) < source.mtimeMs);
  if (stale.length === 0) return 0;
  const bytes = readFileSync(file);
  await Promise.all(
    stale.map(async ([encoding, suffix]) =>
      writeFileSync(`${file}${suffix}`, await compress(bytes, encoding, BROTLI_QUALITY.build)),
    ),
  );
  return stale.length;
}

/** The content folders whose files go out over HTTP (content/public-files.ts); the rest are build inputs. */
const SERVED_CONTENT = ['pages', 'videos', 'examples', 'editions'];

const config = loadConfig();
const started = performance.now();
const files = [
  ...textFiles(config.distDir),
  ...SERVED_CONTENT.flatMap((folder) => textFiles(path.join(config.contentDir, folder))),
];
let written = 0;
// A few at a time: zlib runs in the thread pool, which has four threads.
for (let i = 0; i < files.length; i += 4)
  written += (await Promise.all(files.slice(i, i + 4).map(compressFile))).reduce((a, b) => a + b, 0);
console.log(
  `compress-assets: ${written} siblings written for ${files.length} text files in ${Math.round(performance.now() - started)} ms`,
);
