/**
 * The screen layouts a download keeps (both orientations of the device at its staff size, checked
 * like its other files), read back for the player. Loaded only when a download is opened: it
 * imports nothing but types, so this lazy chunk takes no module out of the player's own.
 */
import type { LayoutSize, ScreenLayout } from '../contract/screen-layout';
import type { FetchLayout, StandInLayout } from './screen-layouts';

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
 * instead: asking the server counts a download), else the nearest kept one as a stand-in (the
 * player keeps the layout it shows and lays out again once online).
 */
export function storedLayouts(
  files: readonly { path: string }[],
  read: (path: string) => Promise<string>,
  server: FetchLayout,
  isOnline: () => boolean,
  /** The checked read of a layout (contract/screen-layout.ts), passed in: see the module's comment. */
  parse: (data: unknown) => ScreenLayout,
): FetchLayout {
  const stored = storedLayoutsOf(files);
  const load = async (layout: StoredLayout) => parse(JSON.parse(await read(layout.path)));
  return async (part, size) => {
    const kept = nearestStored(stored, part, size, false);
    if (kept) return load(kept);
    if (isOnline()) return server(part, size);
    const any = nearestStored(stored, part, size, true);
    if (!any) throw new Error(`No screen layout of part ${part} is stored`);
    const standIn: StandInLayout = { ...(await load(any)), standIn: true };
    return standIn;
  };
}
