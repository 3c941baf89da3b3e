import type { Config, DOMPurify } from 'dompurify';

/**
 * Score SVGs (Verovio, from the pipeline through the API) are inlined, so they are sanitised first:
 * static drawing only, `<use>` only for the glyphs of the same page, no `<style>` element (the
 * page's Content-Security-Policy would refuse it, and it could restyle the page around the score).
 *
 * Where the browser has the HTML Sanitizer API (`Element.setHTML`: Chromium 146+, Firefox 148+) it
 * does the work: about 12 ms for a page of 2,000 nodes where DOMPurify takes 40-90 ms (four times
 * that on a phone: the longest task of the player's first view). Its safe mode always drops `<use>`
 * (a `<use>` may point to another file), so each one travels through it as a placeholder `<g>` and
 * is made again afterwards, pointing only to an element of the same document. Elsewhere DOMPurify
 * does it, with the same lists; its code is loaded only there ({@link scoreSanitizerReady}), so a
 * player's first view in a browser that sanitises does not carry it.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** What a score may contain: Verovio's static drawing (no animation, links, images or foreign content). */
const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'desc',
  'title',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'clipPath',
  'linearGradient',
  'radialGradient',
  'stop',
];
const ATTRIBUTES = [
  'class',
  'id',
  'transform',
  'd',
  'points',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'overflow',
  'color',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'clip-path',
  'clip-rule',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'visibility',
];
/** DOMPurify's settings for scores, from the same lists (the path of browsers without `setHTML`). */
const DOMPURIFY_SCORE: Config = {
  ALLOWED_TAGS: [...ELEMENTS, 'use'],
  ALLOWED_ATTR: [...ATTRIBUTES, 'href', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
};

/** The attributes a glyph's `<use>` keeps. */
const USE_ATTRIBUTES = ['x', 'y', 'width', 'height', 'transform', 'class'];

/** `#` and an id: a reference inside the page, never another file or a `data:`/`javascript:` address. */
const SAME_PAGE_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;
const PLACEHOLDER = 'data-choir-use';
const PLACEHOLDER_HREF = 'data-choir-href';

interface SetHtml {
  setHTML(markup: string, options: { sanitizer: object }): void;
}

const nativeConfig = {
  elements: ELEMENTS.map((name) => ({ name, namespace: SVG_NS })),
  attributes: ATTRIBUTES,
  dataAttributes: true,
  comments: false,
};

/** The markup without its `<style>` elements: Chromium reports even the inert parse of one as a CSP violation. */
function withoutStyleElements(markup: string): string {
  return markup.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
}

/** Each `<use>` as a `<g>` placeholder that keeps its target in a data attribute. */
function glyphsAsPlaceholders(markup: string): string {
  return markup
    .replace(
      /<use\b([^>]*)>/gi,
      (_, attributes: string) =>
        `<g ${PLACEHOLDER}=""${attributes.replace(/(^|\s)(?:xlink:)?href\s*=/gi, `$1${PLACEHOLDER_HREF}=`)}>`,
    )
    .replace(/<\/use\s*>/gi, '</g>');
}

/** The placeholders made `<use>` again: a same-page reference and the glyph's placement, nothing else. */
function placeholdersAsGlyphs(svg: SVGSVGElement): void {
  for (const placeholder of svg.querySelectorAll(`g[${PLACEHOLDER}]`)) {
    const use = document.createElementNS(SVG_NS, 'use');
    const target = placeholder.getAttribute(PLACEHOLDER_HREF) ?? '';
    if (SAME_PAGE_REFERENCE.test(target)) use.setAttribute('href', target);
    for (const name of USE_ATTRIBUTES) {
      const value = placeholder.getAttribute(name);
      if (value !== null) use.setAttribute(name, value);
    }
    placeholder.replaceWith(use);
  }
}

/** DOMPurify, once loaded (browsers without a usable `setHTML`, and tests). */
let purifier: DOMPurify | undefined;
let purifierLoad: Promise<void> | undefined;

/** Loads DOMPurify for scores whatever the browser has (the path of browsers without `setHTML`). */
export function loadScorePurifier(): Promise<void> {
  purifierLoad ??= import('dompurify').then((module) => {
    purifier = module.default;
  });
  return purifierLoad;
}

let browserSanitizes: boolean | undefined;

/** Whether this browser's Sanitizer takes our configuration (tried once, on an empty score). */
function browserSanitizerWorks(): boolean {
  browserSanitizes ??= withBrowserSanitizer('<svg></svg>') !== null;
  return browserSanitizes;
}

/** Resolves once {@link sanitizeScore} can work: at once where the browser sanitises, else once DOMPurify is in. */
export function scoreSanitizerReady(): Promise<void> {
  return browserSanitizerWorks() ? Promise.resolve() : loadScorePurifier();
}

function withBrowserSanitizer(markup: string): SVGSVGElement | null {
  const holder = document.createElement('div') as HTMLDivElement & Partial<SetHtml>;
  if (typeof holder.setHTML !== 'function') return null;
  try {
    holder.setHTML(glyphsAsPlaceholders(markup), { sanitizer: nativeConfig });
  } catch {
    return null; // A browser whose Sanitizer takes another configuration: DOMPurify does it.
  }
  const svg = holder.querySelector('svg');
  if (svg) placeholdersAsGlyphs(svg);
  return svg;
}

function withDomPurify(markup: string): SVGSVGElement | null {
  if (!purifier) throw new Error('DOMPurify is not loaded: await scoreSanitizerReady() first');
  const body = purifier.sanitize(markup, { ...DOMPURIFY_SCORE, RETURN_DOM: true });
  const svg = (body as Element).querySelector('svg');
  // DOMPurify lets a `<use>` point to another file; a glyph needs only its own page. One `href`
  // for both paths.
  for (const use of svg?.querySelectorAll('use') ?? []) {
    const target = use.getAttribute('href') ?? use.getAttribute('xlink:href') ?? '';
    use.removeAttribute('xlink:href');
    if (SAME_PAGE_REFERENCE.test(target)) use.setAttribute('href', target);
    else use.removeAttribute('href');
  }
  return svg;
}

/**
 * The score page's SVG, sanitised, as DOM (not yet in the document); null when there is none.
 * Only once {@link scoreSanitizerReady} has resolved. `engine` is for tests: the browser's
 * sanitiser only (null without one), or DOMPurify only (after {@link loadScorePurifier}).
 */
export function sanitizeScore(
  markup: string,
  engine: 'auto' | 'browser' | 'dompurify' = 'auto',
): SVGSVGElement | null {
  const clean = withoutStyleElements(markup);
  if (engine === 'dompurify') return withDomPurify(clean);
  if (engine === 'browser' || browserSanitizerWorks()) return withBrowserSanitizer(clean);
  return withDomPurify(clean);
}
