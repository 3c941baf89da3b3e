/**
 * What the player's header says about a work while its edition is still opening: the title and
 * the composers, from the works list when it is loaded, else from the catalogue's entry (which the
 * app page asks for with the bundle). The header then stands with its title from the first paint,
 * and the opened edition only fills in the rest.
 */

import { describeHttpError } from '../api/http-problem';
import type { CatalogueItemDto, L10n } from '../contract/api';
import type { Works } from '../works/works';

export interface EditionHeading {
  title: L10n;
  /** The second line of a work of one part; a work of several shows the part it opens at instead. */
  composers: string;
}

/** The header's second line for a work of one part: its composers' and poets' names. */
export function composerLine(composers: readonly { name: string }[]): string {
  return composers.map((composer) => composer.name).join(' · ');
}

function headingOf(item: CatalogueItemDto): EditionHeading {
  return { title: item.title, composers: item.parts > 1 ? '' : composerLine(item.composers) };
}

interface HeadingRequest {
  pending: Promise<EditionHeading | null>;
  /** Set once it has arrived. */
  heading?: EditionHeading | null;
}

/** Per works state and edition: one request at a time (the route requests before its screen renders). */
const requests = new WeakMap<object, Map<string, HeadingRequest>>();

const listedHeading = (works: Pick<Works, 'catalogue'>, articleId: string) => {
  const listed = works.catalogue.value?.editions.find((edition) => edition.articleId === articleId);
  return listed ? headingOf(listed) : undefined;
};

/** The heading of an edition as far as it is known now: the player's first render reads it at once. */
export function knownHeading(works: Pick<Works, 'catalogue'>, articleId: string): EditionHeading | null {
  return listedHeading(works, articleId) ?? requests.get(works)?.get(articleId)?.heading ?? null;
}

/**
 * The heading of an edition, or null when it is not known here (unknown edition, offline;
 * requested again next time). A request under way is shared.
 */
export function editionHeading(
  works: Pick<Works, 'catalogue' | 'api'>,
  articleId: string,
  log: (message: string, detail?: unknown) => void,
): Promise<EditionHeading | null> {
  const listed = listedHeading(works, articleId);
  if (listed) return Promise.resolve(listed);
  const forWorks = requests.get(works) ?? new Map<string, HeadingRequest>();
  requests.set(works, forWorks);
  const known = forWorks.get(articleId);
  if (known && known.heading !== null) return known.pending;
  const request: HeadingRequest = {
    pending: works.api.item(articleId).then(headingOf, (error: unknown) => {
      // The opening says why (unknown, offline); the header just stays without a title.
      const http = describeHttpError(error);
      if (!http.network && http.status !== 404) log('Edition heading not loaded', error);
      return null;
    }),
  };
  void request.pending.then((heading) => {
    request.heading = heading;
  });
  forWorks.set(articleId, request);
  return request.pending;
}
