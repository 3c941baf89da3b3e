import { css } from '@emotion/react';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type HalfCut, halfTurnCut, type SystemBox } from '../../core/player/half-turn-cut';
import type { ShownPages } from '../../core/player/page-turns';
import { verovioScore } from '../styles/score-svg';
import { PageSvg } from './page-svg';

/** The pages on screen side by side; every page drawn is placed in it (shown or hidden). */
const spread = css`
  position: relative;
  flex: none;
`;

/** Between two pages side by side. */
const GAP = 16;

/** One page: Verovio's rules and the sheet's own, combined once (not on every turn's render). */
const sheet = css`
  ${verovioScore};
  position: absolute;
  top: 0;
  /* A layer of its own: a turn only changes which page lies on top, no page is painted again. */
  will-change: transform;
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
  /* A half-page turn: the next page over the top of the page read, down to the cut. */
  &[data-upper] {
    overflow: hidden;
    border-bottom: 3px solid var(--choir-color-muted);
    border-radius: 2px 2px 0 0;
  }
  [data-paper] {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: auto;
    background: var(--choir-color-score-paper);
  }
  g.measure {
    cursor: pointer;
  }
  rect.choir-bar-box {
    fill: var(--choir-color-highlight-bar);
    fill-opacity: 0.7;
    stroke: var(--choir-color-highlight-bar-edge);
    stroke-width: calc(14px * var(--choir-svg-units, 1));
    stroke-opacity: 0.8;
  }
  g.note.choir-note-on {
    fill: var(--choir-color-highlight-note);
    color: var(--choir-color-highlight-note);
  }
`;

/**
 * A page's systems, from the top of its drawing (which a half turn's lift moves along): the span of
 * each system's bars. Not the system's own box: Verovio draws a lyric hyphen carried over a system
 * break in the system before, down among the next one's lyrics, and the highlighter's box lies in
 * the system too; either made two systems of a tightly set screen page overlap, with no gap to cut.
 */
function systemsOf(sheet: Element | null): SystemBox[] {
  const drawing = sheet?.firstElementChild;
  if (!drawing) return [];
  const top = drawing.getBoundingClientRect().top;
  return [...drawing.querySelectorAll('g.system')].map((system): SystemBox => {
    const bars = [...system.querySelectorAll(':scope > g.measure')].map((bar) => bar.getBoundingClientRect());
    const box = bars.length > 0 ? null : system.getBoundingClientRect();
    const upper = box ? box.top : Math.min(...bars.map((bar) => bar.top));
    const lower = box ? box.bottom : Math.max(...bars.map((bar) => bar.bottom));
    return [upper - top, lower - top];
  });
}

/** Room kept above the cut when the stage scrolls to the part below it. */
const ABOVE_CUT = 24;

/**
 * Scrolls the stage the least that shows the `height` px below `top` (the page read, below a half
 * turn's cut), or from just above `top` when they do not fit.
 */
function scrollBelow(stage: HTMLElement, top: number, height: number) {
  const view = stage.clientHeight;
  const from = stage.scrollTop;
  const bottom = top + height;
  if (from <= top - ABOVE_CUT && from + view >= bottom) return;
  stage.scrollTo(stage.scrollLeft, bottom - top + ABOVE_CUT <= view ? bottom - view : top - ABOVE_CUT);
}

/** How many pages before and after the shown ones stay ready. */
const KEPT_AROUND = 2;

/** The part's pages that stay drawn around the shown ones. */
function pagesAround(numbers: readonly number[], view: ShownPages): Set<number> {
  const at = view.pages.map((page) => numbers.indexOf(page));
  return new Set(
    numbers.slice(Math.max(0, Math.min(...at) - KEPT_AROUND), Math.max(...at) + KEPT_AROUND + 1),
  );
}

export interface ScorePage {
  number: number;
  svg: string;
}

export interface ScorePagesProps {
  /** The open part's pages. */
  pages: ScorePage[];
  view: ShownPages;
  /** Size of one page box in CSS pixels. */
  pageSize: { width: number; height: number };
  label: (page: number) => string;
  /** True during a back turn by a pedal or a tap: the page turned to is shown from its end. */
  landAtEnd: RefObject<boolean>;
  /**
   * A half turn that finds no cut (the next page's first system is taller than the room above
   * any gap of the page read, as on a screen layout's tightly set pages): it is completed at once.
   */
  onUncut?: () => void;
}

/**
 * The pages on screen, in the view's order, and a half-page turn's upper page. The pages around
 * them stay drawn, under the first page shown: a turn only moves them (no layout of their
 * thousands of nodes in the frame of the turn). Those further away are let go after the turn.
 */
export function ScorePages({ pages, view, pageSize, label, landAtEnd, onUncut }: ScorePagesProps) {
  const numbers = pages.map((page) => page.number);
  // Drawn after the first view and after each turn, in a task of their own once the view is painted
  // (a page drawn anew takes longer than a frame on a tablet).
  const [around, setAround] = useState<ReadonlySet<number>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `numbers` follows `pages`.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAround(pagesAround(numbers, view)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pages, view]);
  const box = useRef<HTMLDivElement>(null);
  const [half, setHalf] = useState<{ view: ShownPages; cut: HalfCut } | null>(null);
  // A half turn: once both pages are drawn, they are cut between their systems, before the paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new pages are measured anew.
  useLayoutEffect(() => {
    if (view.upper === undefined) return;
    const systems = (page: number) => systemsOf(box.current?.querySelector(`[data-sheet="${page}"]`) ?? null);
    const cut = halfTurnCut(systems(view.pages[0]!), systems(view.upper), pageSize.height);
    // Covering the page read whole would be a whole turn needing a second press.
    if (cut.cut >= pageSize.height && onUncut) onUncut();
    else setHalf({ view, cut });
  }, [pages, view, pageSize.height]);
  const cut = half?.view === view ? half.cut : null;
  // Reading goes on at the top of the pages turned to (at their end after a pedal's back turn), or
  // after a half turn below its cut.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per pages turned to, and per cut.
  useLayoutEffect(() => {
    const stage = box.current?.parentElement;
    if (!stage || !box.current) return;
    if (view.upper === undefined) stage.scrollTo(0, landAtEnd.current ? stage.scrollHeight : 0);
    else if (cut) scrollBelow(stage, box.current.offsetTop + cut.cut, pageSize.height - cut.cut);
  }, [view.pages.join(' '), view.upper, cut]);
  const count = Math.max(1, view.pages.length);
  return (
    <div
      ref={box}
      css={spread}
      style={{ width: count * pageSize.width + (count - 1) * GAP, height: pageSize.height }}
    >
      {pages.map((page) => {
        const slot = view.pages.indexOf(page.number);
        const upper = page.number === view.upper;
        if (slot < 0 && !upper && !around.has(page.number)) return null;
        const over = upper && cut !== null;
        const shown =
          slot >= 0 || over
            ? {
                'data-page': page.number,
                role: 'img',
                'aria-label': label(page.number),
                ...(over ? { 'data-upper': true } : { part: 'page' }),
              }
            : { 'aria-hidden': true };
        return (
          <div
            key={page.number}
            css={sheet}
            data-sheet={page.number}
            style={{
              width: pageSize.width,
              height: over ? cut.cut : pageSize.height,
              left: Math.max(0, slot) * (pageSize.width + GAP),
              // Hidden under the first page shown: hiding it by its style (visibility, display)
              // would lay its SVG out again when shown, tens of milliseconds on a tablet.
              zIndex: over ? 2 : slot < 0 ? 0 : 1,
            }}
            {...shown}
          >
            {/* The SVG comes from our pipeline and is sanitised (prepareSvg, sanitizeScore). */}
            <PageSvg
              svg={page.svg}
              style={over ? { height: pageSize.height, marginTop: -cut.lift } : undefined}
            />
            {over && cut.clip < cut.cut && <div data-paper style={{ top: cut.clip }} />}
          </div>
        );
      })}
    </div>
  );
}
