import { css } from '@emotion/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

const sheet = css`
  position: absolute;
  top: 0;
  background: var(--choir-color-score-paper);
  border-radius: 2px;
  box-shadow:
    0 1px 3px color-mix(in srgb, var(--choir-color-shade) 18%, transparent),
    0 8px 24px color-mix(in srgb, var(--choir-color-shade) 12%, transparent);
  > div:not([data-upper]),
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

/** A half-page turn: the next page's top half over the top half of the page being read. */
const upperHalf = css`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: 50%;
  overflow: hidden;
  background: var(--choir-color-score-paper);
  border-bottom: 3px solid var(--choir-color-muted);
  div {
    height: 100%;
  }
`;

/**
 * Where a half-page turn cuts: the gap between two systems of the upper page nearest to its middle
 * (so no system is cut in two), or the middle where no gap lies near it. In CSS pixels from the top.
 */
function halfCut(upper: HTMLElement, pageHeight: number): number {
  const top = upper.getBoundingClientRect().top;
  const boxes = [...upper.querySelectorAll('g.system')].map((system) => system.getBoundingClientRect());
  const off = (gap: number) => Math.abs(gap - pageHeight / 2);
  const gaps = boxes
    .slice(1)
    .map((box, i) => (boxes[i]!.bottom + box.top) / 2 - top)
    .filter((gap) => off(gap) < pageHeight * 0.2)
    .sort((a, b) => off(a) - off(b));
  return Math.round(gaps[0] ?? pageHeight / 2);
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
}

/**
 * The pages on screen, in the view's order, and a half-page turn's upper page. The pages around
 * them stay drawn, under the first page shown: a turn only moves them (no layout of their
 * thousands of nodes in the frame of the turn). Those further away are let go after the turn.
 */
export function ScorePages({ pages, view, pageSize, label }: ScorePagesProps) {
  const numbers = pages.map((page) => page.number);
  // Drawn after the first view and after each turn, in a task of their own once the view is painted.
  const [around, setAround] = useState<ReadonlySet<number>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `numbers` follows `pages`.
  useEffect(() => {
    const timer = setTimeout(() => setAround(pagesAround(numbers, view)));
    return () => clearTimeout(timer);
  }, [pages, view]);
  const overlay = useRef<HTMLDivElement>(null);
  // Once the upper page is drawn (its SVG's own layout effect runs first), it is cut between systems.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each view draws the overlay anew.
  useLayoutEffect(() => {
    if (overlay.current) overlay.current.style.height = `${halfCut(overlay.current, pageSize.height)}px`;
  }, [view, pageSize.height]);
  const upper = pages.find((page) => page.number === view.upper);
  const count = Math.max(1, view.pages.length);
  return (
    <div css={spread} style={{ width: count * pageSize.width + (count - 1) * GAP, height: pageSize.height }}>
      {pages.map((page) => {
        const slot = view.pages.indexOf(page.number);
        if (slot < 0 && !around.has(page.number)) return null;
        const shown =
          slot >= 0
            ? { 'data-page': page.number, role: 'img', 'aria-label': label(page.number), part: 'page' }
            : { 'aria-hidden': true };
        return (
          <div
            key={page.number}
            css={[verovioScore, sheet]}
            style={{
              width: pageSize.width,
              height: pageSize.height,
              left: Math.max(0, slot) * (pageSize.width + GAP),
              // Hidden under the first page shown: hiding it by its style (visibility, display)
              // would lay its SVG out again when shown, tens of milliseconds on a tablet.
              zIndex: slot < 0 ? 0 : 1,
            }}
            {...shown}
          >
            {/* The SVG comes from our pipeline and is sanitised (prepareSvg, sanitizeScore). */}
            <PageSvg svg={page.svg} />
            {slot === 0 && upper && (
              <div
                ref={overlay}
                css={upperHalf}
                data-page={upper.number}
                data-upper
                role="img"
                aria-label={label(upper.number)}
              >
                <div style={{ height: pageSize.height }}>
                  <PageSvg svg={upper.svg} />
                </div>
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
