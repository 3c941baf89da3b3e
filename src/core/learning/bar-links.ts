/**
 * A lesson's link to a bar of an edition: `<a data-work="10001" data-bar="12">bar 12</a>` in the
 * course HTML (content/README.md). The lesson renderer and the course's content test read it with
 * the same rule, so a link the content test accepts is exactly one the app renders.
 */
export interface BarLink {
  articleId: string;
  bar: number;
}

/** The target of a bar link from its two attributes, or null when either is not a plain number. */
export function readBarLink(work: string | null, bar: string | null): BarLink | null {
  if (work === null || bar === null || !/^\d{5}$/.test(work) || !/^\d{1,4}$/.test(bar)) return null;
  return { articleId: work, bar: Number(bar) };
}
