/**
 * The edition format the player reads (written by content/pipeline, documented in
 * content/editions/README.md). The types are the contract's (`contract/edition-format.ts`); the
 * helpers here answer the questions the player and the works list ask of a manifest.
 */
import type { EditionManifest, EditionPart } from '../contract/edition-format';

export type {
  AudioRenditions,
  EditionManifest,
  EditionPage,
  EditionPart,
  SyncBar,
  SyncMap,
  SyncNote,
  TocEntry,
} from '../contract/edition-format';

/** The audio renditions: the full mix or one voice emphasised. */
export type Rendition = 'full' | 'soprano' | 'alto' | 'tenore' | 'basso';

/** Global page numbers of an edition, in order (pages are numbered over all parts). */
export function pageNumbers(manifest: Pick<EditionManifest, 'parts'>): number[] {
  return manifest.parts.flatMap((part) => part.pages.map((page) => page.number));
}

/** The part that shows a global page, or undefined. */
export function partOfPage(manifest: Pick<EditionManifest, 'parts'>, page: number): EditionPart | undefined {
  return manifest.parts.find((part) => part.pages.some((p) => p.number === page));
}

/** Compares two dotted versions numerically: negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The path (relative to the manifest) of a part's audio for a rendition. */
export function audioPath(part: Pick<EditionPart, 'audio'>, rendition: Rendition): string {
  return part.audio[rendition];
}
