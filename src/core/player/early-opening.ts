/**
 * The app's player route opens its edition as soon as the route's code is in, while the shell is
 * still rendering, and requests the files of the part the player will show (its sync map and
 * pages) with the manifest: on a phone the score comes about a second sooner. The player takes
 * that opening once instead of starting its own. It is the very call the player would make next,
 * so nothing counts twice against the download limit.
 */
import type { Core } from '../core';
import { createPersistence } from '../store/persistence';
import { createPrefetchSlot } from '../util/prefetch-slot';
import type { Works } from '../works/works';
import { type EditionSource, type OpenedEdition, openWorkEdition } from './edition-source';
import { expectedWish } from './layout-wish';
import { PRINTED } from './part-loader';
import { type Box, createScoreLayoutSettings } from './score-layout-settings';
import { createWorkSettings, openingPlace } from './work-settings';

/** An opening nobody took this long after it started is left alone (the user went elsewhere). */
export const EARLY_OPENING_TAKEN_WITHIN_MS = 30_000;

type OpeningCore = Pick<Core, 'env' | 'purchases' | 'loadPurchases' | 'playerSettings' | 'auth'>;

/** Per article; with whether the user owned the edition when it was opened (the player opens it so only then). */
const started = createPrefetchSlot<Works, Promise<{ owned: boolean; edition: OpenedEdition }>>(
  EARLY_OPENING_TAKEN_WITHIN_MS,
);

/** The source with the given files requested now; each response is handed out once, then requested anew. */
function withFilesRequested(source: EditionSource, paths: string[]): EditionSource {
  const requested = new Map(paths.map((path) => [path, source.text(path)]));
  for (const response of requested.values()) response.catch(() => {});
  return {
    ...source,
    text(path) {
      const response = requested.get(path);
      requested.delete(path);
      return response ?? source.text(path);
    },
  };
}

/**
 * Opens the full edition (or the preview for a user who does not own it) ahead of the player, and
 * the files of the part it opens at (`startBar`: the address's `?bar=`): its printed pages, or the
 * screen layout the device will likely show in this `window` (score-layout-settings.ts; a preview
 * shows the printed pages), or only its sync map where that layout's size is not known yet.
 * Without a window: the printed pages.
 */
export function openEditionEarly(
  works: Works,
  core: OpeningCore,
  articleId: string,
  startBar: string | null,
  window?: Box,
): void {
  // Who owns what decides full edition or preview: the purchases' first load is waited for.
  const opened = core.loadPurchases().then(async () => {
    const owned = core.purchases.owns(articleId);
    const edition = await openWorkEdition(works, core, articleId);
    if (edition.kind !== 'ready') return { owned, edition };
    const { manifest } = edition;
    const work = createWorkSettings(
      { store: core.playerSettings, global: core.auth.settings },
      articleId,
      manifest.voices,
    );
    const index = openingPlace(work, manifest, startBar).part;
    const part = manifest.parts[index];
    const device = createScoreLayoutSettings(
      createPersistence(core.env.storage, core.env.log),
    ).settings.peek();
    const wish = edition.source.preview || !window ? PRINTED : expectedWish(device, window);
    if (wish?.kind === 'screen') edition.source.layout?.(index, wish.size).catch(() => {});
    const pages = wish?.kind === 'printed' ? (part?.pages.map((page) => page.file) ?? []) : [];
    const files = part ? [part.sync, ...pages] : [];
    return { owned, edition: { ...edition, source: withFilesRequested(edition.source, files) } };
  });
  opened.catch(() => {});
  started.put(works, articleId, core.env.now(), opened);
}

/**
 * The player's opening: the one started early for the same edition when it is what the player
 * would open now (not a preview asked for, no purchase made meanwhile), else a new one.
 */
export function takeOrOpenEdition(
  works: Works,
  core: OpeningCore,
  articleId: string,
  options: { preview: boolean },
): Promise<OpenedEdition> {
  const early = started.take(works, articleId, core.env.now());
  const open = () => openWorkEdition(works, core, articleId, { preview: options.preview });
  if (!early || options.preview) return open();
  return early.then(({ owned, edition }) => (owned === core.purchases.owns(articleId) ? edition : open()));
}
