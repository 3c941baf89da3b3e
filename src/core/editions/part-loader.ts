/**
 * Loading one part of an edition for the player: its sync map, checked before use, and every page
 * (a part has a few pages of 40-140 KB each), made ready to show by the view's `preparePage`.
 */

import { readSyncMap } from '../contract/sync-map';
import type { EditionSource } from './edition-source';
import type { EditionManifest, SyncMap } from './format';

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

/** Turns a page's SVG file into the markup the score shows (sanitising is DOM work: the view's). */
export type PreparePage = (markup: string, page: number) => string;

export async function loadPart(
  source: EditionSource,
  manifest: EditionManifest,
  index: number,
  preparePage: PreparePage,
): Promise<LoadedPart> {
  const part = manifest.parts[index];
  if (!part) throw new Error(`The edition has no part ${index}`);
  const [sync, pages] = await Promise.all([
    source.text(part.sync).then(readSyncMap),
    Promise.all(
      part.pages.map(async (page) => ({
        number: page.number,
        svg: preparePage(await source.text(page.file), page.number),
      })),
    ),
  ]);
  return { index, sync, pages };
}
