// The files of an edition version that the build and the import write alike: sync-map JSON, page
// numbers, the preview plan, a part's sync map (clipped for the preview), its pages and sync file,
// and the table of contents.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { L10n } from '../../src/core/contract/api';
import { VOICES } from '../../src/core/contract/constants';
import type { EditionManifest, EditionPart, SyncMap } from '../../src/core/contract/edition-format';
import type { RenderedScore } from './score';

export const PREVIEW_MAX_MS = 25000;
const PREVIEW_MIN_MS = 15000;
export const PREVIEW_FADE_MS = 1500;
export const TAIL_FADE_MS = 900;
export const json = (x: unknown) => `${JSON.stringify(x, null, 2)}\n`;
/** Sync maps: one bar / note per line (readable diffs, a third of the size of indented JSON). */
export function syncJson(s: SyncMap): string {
  const line = (o: unknown) => JSON.stringify(o);
  const voices = VOICES.map(
    (v) => `    "${v}": [\n${s.voices[v].map((n) => `      ${line(n)}`).join(',\n')}\n    ]`,
  ).join(',\n');
  return (
    `{\n  "version": ${s.version},\n  "part": ${s.part},\n  "durationMs": ${s.durationMs},\n` +
    `  "bars": [\n${s.bars.map((b) => `    ${line(b)}`).join(',\n')}\n  ],\n` +
    `  "voices": {\n${voices}\n  }\n}\n`
  );
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
/** Gives every page the global page number in verovio's running header ("– n –"). */
export function globalPageNumber(svg: string, page: number): string {
  // verovio writes <tspan class="num"><title class="labelAttr">page</title>...<tspan ...>2</tspan>
  return svg.replace(
    /(<tspan[^>]*class="num"><title class="labelAttr">page<\/title><tspan[^>]*class="text"><tspan[^>]*>)\d+(<\/tspan>)/,
    (_m, pre: string, post: string) => `${pre}${page}${post}`,
  );
}

export interface BuiltPart {
  score: RenderedScore;
  /** The part's MEI as written in content/scores (the server lays it out again for screens). */
  mei: string;
  title: L10n;
  firstPage: number; // global number of its first page
}

export function syncFor(part: BuiltPart, index: number, limitMs?: number): SyncMap {
  const s = part.score;
  const lim = limitMs ?? Number.POSITIVE_INFINITY;
  const bars = s.bars
    .filter((b) => b.startMs < lim)
    .map((b) => ({ ...b, page: b.page + part.firstPage - 1, endMs: Math.min(b.endMs, lim) }));
  const voices = Object.fromEntries(
    VOICES.map((v) => [
      v,
      s.voices[v].filter((n) => n.startMs < lim).map((n) => ({ ...n, endMs: Math.min(n.endMs, lim) })),
    ]),
  ) as SyncMap['voices'];
  return { version: 1, part: index, durationMs: Math.min(s.durationMs, lim), bars, voices };
}

export function previewPlan(parts: BuiltPart[]): { pages: number[]; durationMs: number } {
  // first page; first two pages when the first part alone has 3 or more pages
  const p0 = parts[0]!.score;
  const pages = p0.pages.length >= 3 ? [1, 2] : [1];
  const maxPage = Math.min(pages[pages.length - 1]!, p0.pages.length);
  // contiguous bars from the start that are on preview pages
  let end = 0;
  for (const b of p0.bars) {
    if (b.page > maxPage) break;
    if (b.endMs > PREVIEW_MAX_MS) break;
    end = b.endMs;
  }
  if (end < PREVIEW_MIN_MS) end = Math.min(PREVIEW_MAX_MS, p0.durationMs);
  return { pages: pages.filter((p) => p <= p0.pages.length), durationMs: end };
}

export type PreviewPlan = ReturnType<typeof previewPlan>;

/** The folders of an edition version (or of its preview). */
export async function makeSetFolders(root: string): Promise<void> {
  for (const sub of ['pages', 'sync', 'audio']) await mkdir(join(root, sub), { recursive: true });
}

/**
 * Writes part `index`'s pages (for the preview only those it shows) with their global numbers and
 * its sync map (clipped at the preview's end) under `root`.
 */
export async function writePagesAndSync(
  root: string,
  part: BuiltPart,
  index: number,
  preview?: PreviewPlan,
): Promise<{ pages: EditionPart['pages']; sync: SyncMap; syncFile: string }> {
  const pages: EditionPart['pages'] = [];
  for (const [k, pg] of part.score.pages.entries()) {
    const number = part.firstPage + k;
    if (preview && !preview.pages.includes(number)) continue;
    const file = `pages/p${pad2(number)}.svg`;
    await writeFile(join(root, file), globalPageNumber(pg.svg, number));
    pages.push({ number, file, width: pg.width, height: pg.height });
  }
  const sync = syncFor(part, index, preview?.durationMs);
  const syncFile = `sync/part${index}.json`;
  await writeFile(join(root, syncFile), syncJson(sync));
  return { pages, sync, syncFile };
}

/** The table of contents: each part that has pages, at its first page. */
export function tocOf(parts: EditionPart[]): EditionManifest['toc'] {
  return parts.flatMap((p) =>
    p.pages.length ? [{ title: p.title, part: p.index, page: p.pages[0]!.number }] : [],
  );
}
