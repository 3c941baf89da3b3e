/**
 * Where the player's screen layouts come from (contract/screen-layout.ts): the server lays a part
 * out for a size (decision 0039). Each is checked and kept in memory for the open edition, so
 * turning the device back, or a layout fetched ahead for the other orientation, costs nothing.
 */
import { type LayoutSize, parseScreenLayout, type ScreenLayout } from '../contract/screen-layout';
import type { CatalogueApi } from '../works/catalogue-api';

/**
 * A layout of another size than the one asked for, shown offline because the device keeps no layout
 * of that size (stored-layouts.ts): the size asked for is fetched once the browser is online again.
 */
export type StandInLayout = ScreenLayout & { standIn: true };

/** One part of the open edition laid out for a size (or, offline, a stand-in for it). */
export type FetchLayout = (part: number, size: LayoutSize) => Promise<ScreenLayout | StandInLayout>;

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
