import { readFile, stat } from 'node:fs/promises';

const parsed = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A file read for every app page (its template, the build's first-view manifest), parsed once per
 * version of the file: a `stat` per request instead of a read and parse, and a rebuild is still seen
 * at once (`npm run dev`). Rejects like `readFile` when the file is missing.
 */
export async function readParsed<T>(file: string, parse: (text: string) => T): Promise<T> {
  const { mtimeMs } = await stat(file);
  const cached = parsed.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.value as T;
  const value = parse(await readFile(file, 'utf8'));
  parsed.set(file, { mtimeMs, value });
  return value;
}
