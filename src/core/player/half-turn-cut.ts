/**
 * Where a half-page turn cuts (decision 0031): the next page's top lies over the top of the page
 * being read, and no system is cut in two on either page. Pure maths over the systems' places,
 * measured by the view, so it is tested without a browser.
 */

/** A system's top and bottom on its page, in CSS px from the page's top, top to bottom. */
export type SystemBox = readonly [top: number, bottom: number];

export interface HalfCut {
  /** How far down the page being read the next page lies over it. */
  cut: number;
  /** How far down the next page's systems are shown (below it, paper to the cut). */
  clip: number;
  /** How far the next page is moved up (into its top margin), so that its first system fits. */
  lift: number;
}

/** Paper kept between a system and the cut, and above a lifted page's first system. */
const BREATH = 8;

/** The middle of each gap between two systems. */
const gapsOf = (systems: readonly SystemBox[]) =>
  systems.slice(1).map(([top], i) => (systems[i]![1] + top) / 2);

/**
 * The next page's systems shown above a cut at `cut`: as many whole ones from the top as fit,
 * lifted into its top margin if the first one needs it; null when even that one does not fit.
 */
function fitAbove(upper: readonly SystemBox[], cut: number): HalfCut | null {
  const [top, bottom] = upper[0]!;
  const lift = Math.max(0, bottom - (cut - BREATH));
  if (lift > Math.max(0, top - BREATH)) return null;
  let shown = 1;
  while (shown < upper.length && upper[shown]![1] - lift <= cut - BREATH) shown++;
  const next = upper[shown];
  const clip = next ? Math.min(cut, (upper[shown - 1]![1] + next[0]) / 2 - lift) : cut;
  return { cut: Math.round(cut), clip: Math.round(clip), lift: Math.round(lift) };
}

/**
 * The cut of a half-page turn: between two systems of the page being read (`under`), those above
 * it read already, nearest the page's middle where the next page's (`upper`) first system fits
 * above it; the next page shows its whole systems down to there. A page read with one system only
 * is covered whole (the view then turns whole at once: score-pages.tsx). Without systems to go by, the cut falls between the next page's systems.
 */
export function halfTurnCut(
  under: readonly SystemBox[],
  upper: readonly SystemBox[],
  pageHeight: number,
): HalfCut {
  const middle = pageHeight / 2;
  if (upper.length === 0) return { cut: Math.round(middle), clip: Math.round(middle), lift: 0 };
  const candidates =
    under.length > 0 ? [...gapsOf(under), pageHeight] : [...gapsOf(upper), middle, pageHeight];
  const fits = candidates
    .filter((cut) => cut > 0 && cut <= pageHeight)
    .sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))
    .map((cut) => fitAbove(upper, cut));
  return fits.find((fit) => fit !== null) ?? { cut: pageHeight, clip: pageHeight, lift: 0 };
}
