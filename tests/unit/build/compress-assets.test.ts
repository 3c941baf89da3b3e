/**
 * The compressed siblings (scripts/build/compress-assets.ts), which `npm start` writes while the
 * server already answers (issue 37): a request meanwhile gets the plain file or a whole sibling.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';

/** A write the test holds half done, as a busy disk or a process stopped mid-write would leave it. */
const held = vi.hoisted(() => ({
  write: null as { halfWritten: () => void; resume: Promise<void> } | null,
}));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof fs.writeFile = async (file, data, options) => {
    const write = held.write;
    if (!write || !(data instanceof Uint8Array)) return fs.writeFile(file, data, options);
    const half = Math.floor(data.byteLength / 2);
    await fs.writeFile(file, data.subarray(0, half));
    write.halfWritten();
    await write.resume;
    await fs.appendFile(file, data.subarray(half));
  };
  return { ...fs, writeFile };
});

// Loaded afresh: with isolated test files off, another file may have loaded them with the real module.
let compressAssets: typeof import('../../../scripts/build/compress-assets').compressAssets;
let compressFile: typeof import('../../../scripts/build/compress-assets').compressFile;
let servedTextFiles: typeof import('../../../scripts/build/compress-assets').servedTextFiles;
let serveFile: typeof import('../../../server/http/static-files').serveFile;
beforeAll(async () => {
  vi.resetModules();
  ({ compressAssets, compressFile, servedTextFiles } = await import(
    '../../../scripts/build/compress-assets'
  ));
  ({ serveFile } = await import('../../../server/http/static-files'));
});

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'choir-coach-compress-'));
});
afterEach(() => {
  held.write = null;
  rmSync(dir, { recursive: true, force: true });
});

/** A script of about 90 KB that compresses well but not instantly (brotli 11 takes a while). */
const script = () =>
  Array.from({ length: 3000 }, (_, i) => `export const v${i} = ${(i * 7919) % 10007};\n`).join('');

const decode = (encoding: string | null, bytes: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;

it('writes brotli and gzip siblings that decode to the file, and no temporary file stays', async () => {
  const file = path.join(dir, 'app.js');
  writeFileSync(file, script());
  expect(await compressFile(file)).toBe(2);
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script());
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script());
  expect(readdirSync(dir).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz']);
});

it('keeps a sibling newer than its file and replaces an older one', async () => {
  const file = path.join(dir, 'app.js');
  writeFileSync(file, script());
  await compressFile(file);
  expect(await compressFile(file)).toBe(0);
  const past = new Date(statSync(file).mtimeMs - 60_000);
  utimesSync(`${file}.gz`, past, past);
  expect(await compressFile(file)).toBe(1);
});

it('lists the bundle before the content, and compresses each listed text file', async () => {
  const distDir = path.join(dir, 'dist');
  const contentDir = path.join(dir, 'content');
  for (const file of [
    `${distDir}/app/entry.js`,
    `${contentDir}/pages/about.en.json`,
    `${contentDir}/course/x.json`,
  ]) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, script());
  }
  const files = servedTextFiles({ distDir, contentDir });
  // The course folder is a build input, never sent as a file.
  expect(files).toEqual([`${distDir}/app/entry.js`, `${contentDir}/pages/about.en.json`]);
  expect(await compressAssets(files)).toBe(4);
});

it('sends the plain file until a sibling is whole, never a half-written one', async () => {
  const file = path.join(dir, 'app.js');
  writeFileSync(file, script());
  const request = async (acceptEncoding: string) => {
    const res = (await serveFile(
      new Request('http://localhost/dist/app.js', { headers: { 'Accept-Encoding': acceptEncoding } }),
      file,
    ))!;
    const encoding = res.headers.get('content-encoding');
    return { encoding, text: decode(encoding, Buffer.from(await res.arrayBuffer())).toString() };
  };
  // Before the build's compression: the plain file.
  expect(await request('br')).toEqual({ encoding: null, text: script() });

  // Both siblings half written.
  let halves = 0;
  let bothHalfWritten = () => {};
  const reached = new Promise<void>((resolve) => {
    bothHalfWritten = resolve;
  });
  let resume = () => {};
  held.write = {
    halfWritten: () => (++halves === 2 ? bothHalfWritten() : undefined),
    resume: new Promise<void>((resolve) => {
      resume = resolve;
    }),
  };
  const compressing = compressFile(file);
  await reached;
  expect(await request('br')).toEqual({ encoding: null, text: script() });
  expect(await request('gzip')).toEqual({ encoding: null, text: script() });
  resume();
  await compressing;
  expect(await request('br')).toEqual({ encoding: 'br', text: script() });
  expect(await request('gzip')).toEqual({ encoding: 'gzip', text: script() });
});
