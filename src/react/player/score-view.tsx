import { css } from '@emotion/react';
import type { ReadonlySignal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { type Ref, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { type Edges, type ScrollState, scrollStep } from '../../core/player/page-scroll';
import type { ShownPages } from '../../core/player/page-turns';
import type { Highlight } from '../../core/score/sync';
import { type ScorePage, ScorePages } from './score-pages';
import { usePinch } from './use-pinch';
import { useTouchTurns } from './use-touch-turns';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Padding of the bar highlight around the bar's drawing, in SVG units of a printed page. */
const BOX_PADDING = 60;
/**
 * SVG units of a screen layout's page per unit of a printed page: Verovio draws the printed pages at
 * scale 45 and the screen layouts at 100 (server/layout/layout-options.ts), so the highlight's
 * padding, corners and edge are that much wider in a screen page's units.
 */
const SCREEN_UNITS = 100 / 45;

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
  /* Sideways swipes turn pages (score-gestures.ts); a score wider than the stage pans instead. */
  touch-action: pan-y pinch-zoom;
  &[data-pans] {
    touch-action: manipulation;
  }
  /*
   * A pinch sets the screen layout's staff size: the browser does not zoom the page. Its pages are
   * never wider than the stage, so a sideways swipe is a turn, not a pan.
   */
  &[data-pinches] {
    touch-action: pan-y;
  }
`;

/** The highlight's edge in a screen page's SVG units (score-pages.tsx draws it 14 units wide). */
const screenUnits = { '--choir-svg-units': String(SCREEN_UNITS) } as React.CSSProperties;

/**
 * The bar a click or tap is on: the one drawn under it, else the one whose box holds the point (a
 * finger between two staff lines or beside a stem meets no ink, and the page's SVG gets the click).
 */
function measureAt(target: Element, x: number, y: number): Element | null {
  const drawn = target.closest?.('g.measure');
  if (drawn) return drawn;
  const sheet = target.closest?.('[data-page]');
  for (const measure of sheet?.querySelectorAll('g.measure') ?? []) {
    const box = measure.getBoundingClientRect();
    if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return measure;
  }
  return null;
}

/** The chosen voice's staff (1 soprano … 4 bass) stands out in the primary colour. */
const voiceStaff = (staff: number) => css`
  g.staff[data-n='${staff}'] g.note:not(.choir-note-on) {
    fill: var(--choir-color-voice);
    color: var(--choir-color-voice);
  }
`;

/** The shown pages' music and systems in the stage's scroll coordinates (core/player/page-scroll.ts). */
function scrollState(stage: HTMLElement): ScrollState {
  const origin = stage.getBoundingClientRect().top - stage.scrollTop;
  const edges = (element: Element): Edges => {
    const box = element.getBoundingClientRect();
    return [box.top - origin, box.bottom - origin];
  };
  const pages = [...stage.querySelectorAll('[part="page"]')];
  const drawn = pages.map((page) => edges(page.querySelector('g.page-margin') ?? page));
  return {
    height: stage.clientHeight,
    scrollTop: stage.scrollTop,
    content: [Math.min(...drawn.map(([top]) => top)), Math.max(...drawn.map(([, bottom]) => bottom))],
    systems: pages
      .flatMap((page) => [...page.querySelectorAll('g.system')].map(edges))
      .sort((a, b) => a[0] - b[0]),
  };
}

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
  // A bar under a half turn's next page is read already: the stage stays with the part still read.
  const over = stage.querySelector('[data-upper]');
  if (over && !over.contains(box) && bar.bottom <= over.getBoundingClientRect().bottom) return;
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
  /**
   * A pedal forwards (1) or back (-1): scrolls by a screenful while the shown pages go on past the
   * box that way, else turns (a back turn then shows the previous page's end).
   */
  step(direction: 1 | -1): void;
}

export interface ScoreViewProps {
  /** The open part's pages. */
  pages: ScorePage[];
  /**
   * Which of them are on screen, and a half-page turn under way: a signal, so that a turn renders
   * the score alone.
   */
  view: ReadonlySignal<ShownPages>;
  /** Size of one page box in CSS pixels. */
  pageSize: { width: number; height: number };
  /** Staff of the chosen voice (1-4), or null for the full choir. */
  staff: number | null;
  /** The page that is turned to (for measurements: `data-turn-page`). */
  turnPage: ReadonlySignal<number>;
  label: (page: number) => string;
  /** Name of the score region. */
  regionLabel: string;
  onMeasure(measureId: string): void;
  /** Turns forwards (1) or back (-1): a swipe, and a pedal or a tap on the outer third at the page's end. */
  onTurn(direction: 1 | -1): void;
  /** A pinch (a screen layout's staff size follows it); without it the browser zooms. */
  onPinch?: ((scale: number) => void) | undefined;
  /** The pages are a screen layout's (drawn in other SVG units than the printed pages). */
  screenLayout: boolean;
  /** A pedal or a tap first scrolls through a page taller than the box (not with half-page turns). */
  scrollsFirst: boolean;
  handle: Ref<ScoreHandle>;
}

/**
 * The score: the visible pages as inline SVG (so bars and notes can be styled), a highlight box
 * behind the sounding bar and the chosen voice's sounding notes in colour. Marking works on the
 * DOM directly, so following the audio never re-renders React.
 */
export function ScoreView({
  pages,
  view,
  pageSize,
  staff,
  turnPage,
  label,
  regionLabel,
  onMeasure,
  onTurn,
  onPinch,
  screenLayout,
  scrollsFirst,
  handle,
}: ScoreViewProps) {
  useSignals();
  const root = useRef<HTMLElement>(null);
  /** A back turn by a pedal or a tap shows the previous page's end, retracing the forward presses. */
  const landAtEnd = useRef(false);
  /** Scrolled by a pedal or a tap: the sounding bar does not move the score until the next turn. */
  const placed = useRef(false);
  const step = (direction: 1 | -1) => {
    const host = root.current;
    const target =
      host && scrollsFirst && view.peek().upper === undefined
        ? scrollStep(scrollState(host), direction)
        : null;
    if (host && target !== null) {
      // Instant: the next screenful is in the first frame after the pedal.
      host.scrollTo({ top: target, left: host.scrollLeft, behavior: 'instant' });
      placed.current = true;
      return;
    }
    landAtEnd.current = direction < 0;
    onTurn(direction);
    landAtEnd.current = false;
  };
  const gestures = useTouchTurns(root, (direction, tap) => (tap ? step(direction) : onTurn(direction)));
  const pinch = usePinch(onPinch);
  const units = screenLayout ? SCREEN_UNITS : 1;
  const shown = view.value;
  const current = useRef<Highlight | null>(null);
  const marked = useRef<{ notes: Element[]; box: SVGRectElement | null }>({ notes: [], box: null });

  const clear = () => {
    for (const note of marked.current.notes) note.classList.remove('choir-note-on');
    marked.current.box?.remove();
    marked.current = { notes: [], box: null };
  };

  /**
   * Reads before it writes: the bar is measured while the layout of the last frame still holds,
   * then the old marks go and the new ones come, and the only layout in the frame is the one that
   * places the new box (read by `follow`, else by the frame itself).
   */
  const apply = (highlight: Highlight | null) => {
    const host = root.current;
    const page = highlight && host?.querySelector(`[data-page="${highlight.page}"]`);
    const measure =
      highlight && page?.querySelector<SVGGElement>(`[id="${CSS.escape(highlight.measureId)}"]`);
    const box = measure?.parentNode ? measure.getBBox() : null;
    clear();
    if (!host) return;
    const index = highlight ? String(highlight.barIndex) : '';
    if (host.dataset.barIndex !== index) host.dataset.barIndex = index;
    if (!highlight || !page) return;
    let rect: SVGRectElement | null = null;
    if (box && measure?.parentNode) {
      rect = document.createElementNS(SVG_NS, 'rect');
      const padding = BOX_PADDING * units;
      rect.setAttribute('class', 'choir-bar-box');
      rect.setAttribute('x', String(box.x - padding));
      rect.setAttribute('y', String(box.y - padding));
      rect.setAttribute('width', String(box.width + 2 * padding));
      rect.setAttribute('height', String(box.height + 2 * padding));
      rect.setAttribute('rx', String(40 * units));
      measure.parentNode.insertBefore(rect, measure.parentNode.firstChild);
      marked.current.box = rect;
    }
    for (const id of highlight.noteIds) {
      const note = page.querySelector(`[id="${CSS.escape(id)}"]`);
      if (note) {
        note.classList.add('choir-note-on');
        marked.current.notes.push(note);
      }
    }
    if (rect && !placed.current) follow(host, rect);
  };

  useImperativeHandle(handle, () => ({
    mark(highlight) {
      current.current = highlight;
      apply(highlight);
    },
    step,
  }));

  // Pages drawn anew (another part, a page drawn for the turn): mark them again. A turn among the
  // pages drawn keeps the marks, and measures nothing in its frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applies after each render of other pages.
  useLayoutEffect(() => {
    placed.current = landAtEnd.current;
    const { box, notes } = marked.current;
    const kept = box ? box.isConnected : notes.length > 0 && notes.every((note) => note.isConnected);
    if (current.current && !kept) apply(current.current);
    // Turned to the sounding bar's page (scrolled to its top by ScorePages): the bar in view.
    else if (box?.closest('[data-page]') && root.current && !placed.current) follow(root.current, box);
  }, [pages, shown]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the pages change size.
  useLayoutEffect(() => {
    const host = root.current;
    if (host) host.toggleAttribute('data-pans', host.scrollWidth > host.clientWidth + 1);
  }, [pages, pageSize.width, pageSize.height]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on a bar is the pointer shortcut; keys have "Next bar" (and the arrows in the desk mode).
    <section
      ref={root}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a page larger than the stage scrolls; keys must reach it.
      tabIndex={0}
      aria-label={regionLabel}
      css={[stage, staff ? voiceStaff(staff) : null]}
      style={screenLayout ? screenUnits : undefined}
      data-layout={screenLayout ? 'screen' : 'printed'}
      data-page-size={`${pageSize.width}x${pageSize.height}`}
      data-pinches={onPinch ? '' : undefined}
      data-turn-page={turnPage.value}
      data-shown={shown.pages.join(' ')}
      {...gestures.handlers}
      {...pinch}
      onTouchEnd={(event) => {
        pinch.onTouchEnd?.(event);
        gestures.handlers.onTouchEnd(event);
      }}
      onClick={(event) => {
        if (gestures.turned()) return;
        const measure = measureAt(event.target as Element, event.clientX, event.clientY);
        if (measure?.id) onMeasure(measure.id);
      }}
      part="score"
    >
      <ScorePages
        pages={pages}
        view={shown}
        pageSize={pageSize}
        label={label}
        landAtEnd={landAtEnd}
        onUncut={() => onTurn(1)}
      />
    </section>
  );
}
