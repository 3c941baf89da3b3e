import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { nextTask } from '../../core/util/next-task';
import { sanitizeScore } from '../components/sanitize-score';

/**
 * Makes a page SVG from the pipeline ready to inline: sanitised (sanitizeScore); each bar's staves
 * numbered `data-n` 1-4 from the top (soprano, alto, tenor, bass), so a voice can be styled; and
 * the root id (which Verovio repeats on every page of an edition, with its glyph definitions) made
 * unique per page. In two tasks: the sanitising, then the rest (together ~45 ms for a page of 2,000
 * nodes on a phone, at the edge of a long task; apart ~30 and ~12 ms).
 */
export async function prepareSvg(markup: string, page: number): Promise<string> {
  const svg = sanitizeScore(markup);
  if (!svg) return '';
  await nextTask();
  for (const measure of svg.querySelectorAll('g.measure')) {
    let n = 0;
    for (const child of measure.children)
      if (child.classList.contains('staff')) child.setAttribute('data-n', String(++n));
  }
  const root = svg.id;
  if (root) {
    // Verovio writes the root id into its glyph definitions' ids and the `<use>` that draw them:
    // the selector finds just those (a loop over every element with an id took five times as long).
    const unique = `${root}-p${page}`;
    const quoted = CSS.escape(root);
    for (const element of [svg, ...svg.querySelectorAll(`[id*="${quoted}"], use[href*="${quoted}"]`)])
      for (const name of ['id', 'href']) {
        const value = element.getAttribute(name);
        if (value?.includes(root)) element.setAttribute(name, value.replaceAll(root, unique));
      }
  }
  const clean = svg.outerHTML;
  keepPrepared(clean, svg);
  return clean;
}

/**
 * The sanitised pages as DOM, by their markup: a page is shown by cloning it instead of parsing
 * its markup again (tens of milliseconds per page on a phone). A few parts' worth are kept.
 */
const prepared = new Map<string, SVGSVGElement>();
const KEPT_PAGES = 24;

function keepPrepared(markup: string, svg: SVGSVGElement) {
  prepared.delete(markup);
  prepared.set(markup, svg);
  if (prepared.size > KEPT_PAGES) prepared.delete(prepared.keys().next().value!);
}

/**
 * One page's SVG: a clone of the prepared DOM, or (a page prepared elsewhere) its sanitised markup
 * parsed. `style` places the drawing in its sheet (a half turn's upper page: moved up, cut short).
 */
export function PageSvg({ svg, style }: { svg: string; style?: CSSProperties }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const template = prepared.get(svg);
    if (template) holder.current?.replaceChildren(template.cloneNode(true));
    // Markup made by prepareSvg, sanitised (sanitizeScore).
    else if (holder.current) holder.current.innerHTML = svg;
  }, [svg]);
  return <div ref={holder} style={style} />;
}
