/**
 * Loading one part of an edition for the player, on one of its two layouts: its sync map, checked
 * before use, and every page, made ready to show by the view's `preparePage`, one page per task.
 * The printed pages come from the manifest (a part has a few pages of 40-140 KB each); a screen
 * layout (contract/screen-layout.ts) from the edition source, with the sync map's bars moved onto
 * its pages (score/screen-pages.ts).
 */

import type { LayoutSize } from '../contract/screen-layout';
import { readSyncMap } from '../contract/sync-map';
import type { EditionManifest, SyncMap } from '../score/manifest';
import { numberedParts, pageOfMeasure, printedParts, withPages } from '../score/screen-pages';
import { nextTask } from '../util/next-task';
import type { EditionSource } from './edition-source';

export interface PartPage {
  number: number;
  /** The page's SVG markup as the score shows it. */
  svg: string;
}

/** What the score shows a part on: the printed pages, or a screen layout of a size. */
export type LayoutWish = { kind: 'printed' } | { kind: 'screen'; size: LayoutSize };

export const PRINTED: LayoutWish = { kind: 'printed' };

/** The pages of a layout, numbered over all parts. */
export interface ShownLayout {
  kind: LayoutWish['kind'];
  /** The page numbers of each part. */
  parts: number[][];
  /** One page's size: the printed page's viewBox, or the screen page's CSS px. */
  page: { width: number; height: number };
}

export interface LoadedPart {
  index: number;
  /** The sync map with its bars on the pages shown. */
  sync: SyncMap;
  /** The sync map as the edition has it (bars on the printed pages). */
  printed: SyncMap;
  pages: PartPage[];
  layout: ShownLayout;
  /** A stored screen layout of another size, shown offline for the one asked for (screen-layouts.ts). */
  standIn?: true;
}

export type PartState =
  | { status: 'loading' }
  /** `message`: the text key of what the user is told. */
  | { status: 'error'; message: 'player.errors.failed' }
  | ({ status: 'ready' } & LoadedPart);

/**
 * Turns a page's SVG file into the markup the score shows (sanitising is DOM work: the view's; it
 * may first wait for its sanitizer's code).
 */
export type PreparePage = (markup: string, page: number) => string | Promise<string>;

/** A part's sync map, read and checked. */
export function readPartSync(
  source: EditionSource,
  manifest: EditionManifest,
  index: number,
): Promise<SyncMap> {
  const part = manifest.parts[index];
  if (!part) return Promise.reject(new Error(`The edition has no part ${index}`));
  return source.text(part.sync).then(readSyncMap);
}

/**
 * Prepares pages one per task, in page order: a page's sanitising takes tens of milliseconds, and
 * all pages in one go were a task of several hundred on a phone, with the player frozen meanwhile.
 * The first page too is not prepared in the task that read the files and checked the sync map
 * (together one task of ~130 ms on a phone). The view renders the part in a task of its own too.
 */
async function preparePages(
  markup: readonly { number: number; svg: string }[],
  preparePage: PreparePage,
): Promise<PartPage[]> {
  const pages: PartPage[] = [];
  for (const page of markup) {
    await nextTask();
    pages.push({ number: page.number, svg: await preparePage(page.svg, page.number) });
  }
  await nextTask();
  return pages;
}

/** A part on its printed pages. `sync`: the part's sync map when it is being read already. */
export async function loadPart(
  source: EditionSource,
  manifest: EditionManifest,
  index: number,
  preparePage: PreparePage,
  sync: Promise<SyncMap> = readPartSync(source, manifest, index),
): Promise<LoadedPart> {
  const part = manifest.parts[index];
  if (!part) throw new Error(`The edition has no part ${index}`);
  const [printed, markup] = await Promise.all([
    sync,
    Promise.all(part.pages.map(async (page) => ({ number: page.number, svg: await source.text(page.file) }))),
  ]);
  return {
    index,
    sync: printed,
    printed,
    pages: await preparePages(markup, preparePage),
    layout: printedLayout(manifest, index),
  };
}

/** The printed pages of the edition, sized as the part's first page (the pipeline's: 945 × 1337). */
export function printedLayout(manifest: EditionManifest, index: number): ShownLayout {
  const first = manifest.parts[index]?.pages[0];
  return {
    kind: 'printed',
    parts: printedParts(manifest),
    page: { width: first?.width ?? 945, height: first?.height ?? 1337 },
  };
}

/** A part on a screen layout of `size` (the source's; it fails where the source has none). */
export async function loadScreenPart(
  source: EditionSource,
  manifest: EditionManifest,
  index: number,
  size: LayoutSize,
  preparePage: PreparePage,
  sync: Promise<SyncMap> = readPartSync(source, manifest, index),
): Promise<LoadedPart> {
  if (!source.layout) throw new Error('This edition has no screen layouts');
  const [printed, layout] = await Promise.all([sync, source.layout(index, size)]);
  const parts = numberedParts(layout.partPages);
  const numbers = parts[index] ?? [];
  const first = numbers[0] ?? 1;
  const markup = layout.pages.map((page, at) => ({ number: first + at, svg: page.svg }));
  return {
    index,
    sync: withPages(printed, pageOfMeasure(layout.pages, first)),
    printed,
    pages: await preparePages(markup, preparePage),
    layout: { kind: 'screen', parts, page: { width: layout.width, height: layout.height } },
    ...('standIn' in layout ? { standIn: true as const } : {}),
  };
}
