/**
 * Where the player's screen layouts come from (contract/screen-layout.ts): the server lays a part
 * out for a size (decision 0035). Each is checked and kept in memory for the open edition, so
 * turning the device back, or a layout fetched ahead for the other orientation, costs nothing.
 */
import { type LayoutSize, parseScreenLayout, type ScreenLayout } from '../contract/screen-layout';
import type { CatalogueApi } from '../works/catalogue-api';

/** One part of the open edition laid out for a size. */
export type FetchLayout = (part: number, size: LayoutSize) => Promise<ScreenLayout>;

/** Layouts kept per edition: both orientations of a few parts and staff sizes. */
const KEPT = 8;

export const layoutKey = (part: number, size: LayoutSize) =>
  `${part}:${size.width}x${size.height}:${size.staffSize}`;

/** A part's layouts from the server, kept while the edition is open; a failed one is asked for again next time. */
export function serverLayouts(
  api: Pick<CatalogueApi, 'layout'>,
  edition: { articleId: string; version: string; preview: boolean },
): FetchLayout {
  const kept = new Map<string, Promise<ScreenLayout>>();
  return (part, size) => {
    const key = layoutKey(part, size);
    const known = kept.get(key);
    if (known) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const layout = api.layout(edition, part, size).then(parseScreenLayout);
    kept.set(key, layout);
    layout.catch(() => kept.delete(key));
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return layout;
  };
}

/** A stored layout's path in a download (`layouts/{w}x{h}-s{staff}/part{n}.json`, see the download manifest). */
const STORED_PATH = /^layouts\/(\d+)x(\d+)-s(\d+)\/part(\d+)\.json$/;

interface StoredLayout {
  path: string;
  part: number;
  size: LayoutSize;
}

function storedLayoutsOf(files: readonly { path: string }[]): StoredLayout[] {
  return files.flatMap(({ path }) => {
    const match = STORED_PATH.exec(path);
    if (!match) return [];
    const [width, height, staffSize, part] = match.slice(1).map(Number) as [number, number, number, number];
    return [{ path, part, size: { width, height, staffSize: staffSize as LayoutSize['staffSize'] } }];
  });
}

const orientation = (size: { width: number; height: number }) => size.width > size.height;

/**
 * The stored layout of a part to show for a size: the one of that size, else one held the same way
 * at the same staff size (the nearest in size), else, only `anyOther`, the nearest of all.
 */
export function nearestStored(
  stored: readonly StoredLayout[],
  part: number,
  size: LayoutSize,
  anyOther: boolean,
): StoredLayout | undefined {
  const distance = (other: LayoutSize) =>
    Math.abs(other.width - size.width) + Math.abs(other.height - size.height);
  const alike = (other: LayoutSize) =>
    other.staffSize === size.staffSize && orientation(other) === orientation(size);
  return stored
    .filter((each) => each.part === part && (anyOther || alike(each.size)))
    .sort((a, b) => Number(alike(b.size)) - Number(alike(a.size)) || distance(a.size) - distance(b.size))[0];
}

/**
 * Layouts of a download: those it keeps (both orientations of the device at its staff size, checked
 * like its other files), so it opens offline in either orientation. A size it does not keep comes
 * from the server when online (a layout kept for the same orientation and staff size is shown
 * instead: asking the server counts a download), else the nearest kept one.
 */
export function storedLayouts(
  files: readonly { path: string }[],
  read: (path: string) => Promise<string>,
  server: FetchLayout,
  isOnline: () => boolean,
): FetchLayout {
  const stored = storedLayoutsOf(files);
  const load = async (layout: StoredLayout) => parseScreenLayout(JSON.parse(await read(layout.path)));
  return async (part, size) => {
    const kept = nearestStored(stored, part, size, false);
    if (kept) return load(kept);
    if (isOnline()) return server(part, size);
    const any = nearestStored(stored, part, size, true);
    if (!any) throw new Error(`No screen layout of part ${part} is stored`);
    return load(any);
  };
}
