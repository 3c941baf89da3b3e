/**
 * Loading one part of an edition for the player: its sync map, checked before use, and every page
 * (a part has a few pages of 40-140 KB each), made ready to show by the view's `preparePage`,
 * one page per task.
 */

import { readSyncMap } from '../contract/sync-map';
import type { EditionManifest, SyncMap } from '../score/manifest';
import { nextTask } from '../util/next-task';
import type { EditionSource } from './edition-source';

export interface PartPage {
  number: number;
  /** The page's SVG markup as the score shows it. */
  svg: string;
}

export interface LoadedPart {
  index: number;
  sync: SyncMap;
  pages: PartPage[];
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

export async function loadPart(
  source: EditionSource,
  manifest: EditionManifest,
  index: number,
  preparePage: PreparePage,
): Promise<LoadedPart> {
  const part = manifest.parts[index];
  if (!part) throw new Error(`The edition has no part ${index}`);
  // The files load side by side; each page is prepared in a task of its own, in page order: its
  // sanitising takes tens of milliseconds, and all pages in one go were a task of several hundred
  // on a phone, with the player frozen meanwhile. The first page too is not prepared in the task
  // that read the files and checked the sync map (together one task of ~130 ms on a phone).
  const [sync, markup] = await Promise.all([
    source.text(part.sync).then(readSyncMap),
    Promise.all(part.pages.map((page) => source.text(page.file))),
  ]);
  const pages: PartPage[] = [];
  for (const [at, page] of part.pages.entries()) {
    await nextTask();
    pages.push({ number: page.number, svg: await preparePage(markup[at]!, page.number) });
  }
  // The view renders the part in a task of its own too, not after the last page's preparation.
  await nextTask();
  return { index, sync, pages };
}
