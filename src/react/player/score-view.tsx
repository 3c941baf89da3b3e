import { css } from '@emotion/react';
import { type Ref, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import type { Highlight } from '../../core/score/sync';
import { nextTask } from '../../core/util/next-task';
import { sanitizeScore } from '../components/sanitize-score';
import { verovioScore } from '../styles/score-svg';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Padding of the bar highlight around the bar's drawing, in SVG units of the page. */
const BOX_PADDING = 60;

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

/** One page's SVG: a clone of the prepared DOM, or (a page prepared elsewhere) its sanitised markup parsed. */
function PageSvg({ svg }: { svg: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const template = prepared.get(svg);
    if (template) holder.current?.replaceChildren(template.cloneNode(true));
    // Markup made by prepareSvg, sanitised (sanitizeScore).
    else if (holder.current) holder.current.innerHTML = svg;
  }, [svg]);
  return <div ref={holder} />;
}

const stage = css`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  /* safe: a page zoomed wider than the stage starts at its left edge, so all of it can be scrolled to. */
  justify-content: safe center;
  align-items: flex-start;
  gap: 16px;
  padding: 12px;
  overflow: auto;
  background: var(--choir-color-score-desk);
  overscroll-behavior: contain;
`;

const sheet = css`
  flex: none;
  background: var(--choir-color-score-paper);
  border-radius: 2px;
  box-shadow:
    0 1px 3px color-mix(in srgb, var(--choir-color-shade) 18%, transparent),
    0 8px 24px color-mix(in srgb, var(--choir-color-shade) 12%, transparent);
  > div,
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  g.measure {
    cursor: pointer;
  }
  rect.choir-bar-box {
    fill: var(--choir-color-highlight-bar);
    fill-opacity: 0.7;
    stroke: var(--choir-color-highlight-bar-edge);
    stroke-width: 14px;
    stroke-opacity: 0.8;
  }
  g.note.choir-note-on {
    fill: var(--choir-color-highlight-note);
    color: var(--choir-color-highlight-note);
  }
`;

/** The chosen voice's staff (1 soprano … 4 bass) stands out in the primary colour. */
const voiceStaff = (staff: number) => css`
  g.staff[data-n='${staff}'] g.note:not(.choir-note-on) {
    fill: var(--choir-color-voice);
    color: var(--choir-color-voice);
  }
`;

/**
 * Where the page is larger than the stage (phones, a zoomed score), scrolls the stage so the marked
 * bar stays in view, downwards and sideways.
 */
function follow(stage: HTMLElement, box: Element) {
  const tall = stage.scrollHeight > stage.clientHeight + 1;
  const wide = stage.scrollWidth > stage.clientWidth + 1;
  if (!tall && !wide) return;
  const view = stage.getBoundingClientRect();
  const bar = box.getBoundingClientRect();
  const outY = tall && (bar.top < view.top || bar.bottom > view.bottom);
  const outX = wide && (bar.left < view.left || bar.right > view.right);
  if (!outY && !outX) return;
  stage.scrollTo({
    top: outY ? stage.scrollTop + bar.top - view.top - 12 : stage.scrollTop,
    left: outX ? stage.scrollLeft + bar.left - view.left - 12 : stage.scrollLeft,
    behavior: 'smooth',
  });
}

export interface ScoreHandle {
  /** Marks the sounding bar and notes (null clears); applied again whenever pages re-render. */
  mark(highlight: Highlight | null): void;
}

export interface ScorePage {
  number: number;
  svg: string;
}

export interface ScoreViewProps {
  pages: ScorePage[];
  /** Size of one page box in CSS pixels. */
  pageSize: { width: number; height: number };
  /** Staff of the chosen voice (1-4), or null for the full choir. */
  staff: number | null;
  /** The page that is turned to (for measurements: `data-turn-page`). */
  turnPage: number;
  label: (page: number) => string;
  /** Name of the score region. */
  regionLabel: string;
  onMeasure(measureId: string): void;
  handle: Ref<ScoreHandle>;
}

/**
 * The score: the visible pages as inline SVG (so bars and notes can be styled), a highlight box
 * behind the sounding bar and the chosen voice's sounding notes in colour. Marking works on the
 * DOM directly, so following the audio never re-renders React.
 */
export function ScoreView({
  pages,
  pageSize,
  staff,
  turnPage,
  label,
  regionLabel,
  onMeasure,
  handle,
}: ScoreViewProps) {
  const root = useRef<HTMLElement>(null);
  const current = useRef<Highlight | null>(null);
  const marked = useRef<{ notes: Element[]; box: SVGRectElement | null }>({ notes: [], box: null });

  const clear = () => {
    for (const note of marked.current.notes) note.classList.remove('choir-note-on');
    marked.current.box?.remove();
    marked.current = { notes: [], box: null };
  };

  const apply = (highlight: Highlight | null) => {
    clear();
    const host = root.current;
    if (!host) return;
    const index = highlight ? String(highlight.barIndex) : '';
    if (host.dataset.barIndex !== index) host.dataset.barIndex = index;
    if (!highlight) return;
    const page = host.querySelector(`[data-page="${highlight.page}"]`);
    if (!page) return;
    const measure = page.querySelector<SVGGElement>(`[id="${CSS.escape(highlight.measureId)}"]`);
    if (measure?.parentNode) {
      const box = measure.getBBox();
      const rect = document.createElementNS(SVG_NS, 'rect');
      rect.setAttribute('class', 'choir-bar-box');
      rect.setAttribute('x', String(box.x - BOX_PADDING));
      rect.setAttribute('y', String(box.y - BOX_PADDING));
      rect.setAttribute('width', String(box.width + 2 * BOX_PADDING));
      rect.setAttribute('height', String(box.height + 2 * BOX_PADDING));
      rect.setAttribute('rx', '40');
      measure.parentNode.insertBefore(rect, measure.parentNode.firstChild);
      marked.current.box = rect;
      follow(host, rect);
    }
    for (const id of highlight.noteIds) {
      const note = page.querySelector(`[id="${CSS.escape(id)}"]`);
      if (note) {
        note.classList.add('choir-note-on');
        marked.current.notes.push(note);
      }
    }
  };

  useImperativeHandle(handle, () => ({
    mark(highlight) {
      current.current = highlight;
      apply(highlight);
    },
  }));

  // New pages (a turn, another part) are new DOM: mark them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applies after each render of new pages.
  useLayoutEffect(() => {
    apply(current.current);
  }, [pages]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on a bar is the pointer shortcut; keys move by bar (arrow keys).
    <section
      ref={root}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a page larger than the stage scrolls; keys must reach it.
      tabIndex={0}
      aria-label={regionLabel}
      css={[stage, staff ? voiceStaff(staff) : null]}
      data-turn-page={turnPage}
      onClick={(event) => {
        const measure = (event.target as Element).closest?.('g.measure');
        if (measure?.id) onMeasure(measure.id);
      }}
      part="score"
    >
      {pages.map((page) => (
        <div
          key={page.number}
          css={[verovioScore, sheet]}
          style={{ width: pageSize.width, height: pageSize.height }}
          data-page={page.number}
          role="img"
          aria-label={label(page.number)}
          part="page"
        >
          {/* The SVG comes from our pipeline and is sanitised (prepareSvg, sanitizeScore). */}
          <PageSvg svg={page.svg} />
        </div>
      ))}
    </section>
  );
}
