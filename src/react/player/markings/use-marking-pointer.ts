import { type RefObject, useEffect } from 'react';
import { anchorAt, type Box, type PagePoint, strokeFromPage } from '../../../core/markings/anchoring';
import type { MarkingsController } from '../../../core/markings/markings-controller';
import type { MarkingAnchor } from '../../../core/markings/model';
import { strokeLine, strokeOutline } from '../../../core/markings/stroke-outline';
import { HIGHLIGHTER_SIZE, PEN_SIZE, strokePath } from './marking-shapes';
import { type PageSurface, pagePoint, pageSurface } from './page-surface';

/** A stroke under way: drawn straight into the page's SVG, no React render per pointer event. */
interface LiveStroke {
  pointerId: number;
  kind: 'pen' | 'highlighter';
  colour: string;
  surface: PageSurface;
  box: Box;
  anchor: MarkingAnchor;
  size: number;
  points: (PagePoint & { pressure: number })[];
  path: SVGPathElement;
}

const ERASER_TIP = [
  [0, 0],
  [-6, 0],
  [6, 0],
  [0, -6],
  [0, 6],
] as const;

/** The pen's pressure where the pointer reports it; a mouse or finger draws at half pressure. */
const pressureOf = (event: PointerEvent) =>
  event.pointerType === 'pen' && event.pressure > 0 ? event.pressure : 0.5;

/**
 * The score as a drawing surface while a marking tool is in hand: pen and highlighter strokes
 * follow the pointer's coalesced events within the frame, the eraser takes what it passes over,
 * text and stamps are placed where tapped. The pointer events the tool takes do not reach the
 * score's own gestures (turns, bar clicks). With "stylus only", fingers and palms keep those, and
 * scroll the score (by hand here: the browser takes no gesture while a stroke tool is in hand).
 */
export function useMarkingPointer(
  host: RefObject<HTMLElement | null>,
  markings: MarkingsController,
  part: number,
  /** The part's pages: a new score element comes with them. */
  pages: unknown,
) {
  const tool = markings.tool.value;
  const stylusOnly = markings.stylusOnly.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new pages come with a new score element to listen on.
  useEffect(() => {
    const root = host.current;
    const score = root?.querySelector<HTMLElement>('[part="score"]');
    if (!root || !score || !tool) return;
    let live: LiveStroke | null = null;
    let erasing: number | null = null;
    // Pen, highlighter and eraser take the pointer's strokes; text and stamps only its taps.
    const strokes = tool !== 'text' && tool !== 'stamp';
    // Stylus only, a stroke tool in hand: the browser may take no touch gesture (it would decide at a
    // pen's down that the stroke is a scroll, whatever pointer it is), so a finger's drag scrolls
    // the score here, as the score's touch-action would let the browser (down, and sideways when
    // it is wider than the stage); its swipes and taps still reach the score's page turns.
    const pansByHand = stylusOnly && strokes;
    let panning: { pointerId: number; x: number; y: number } | null = null;
    const pan = (event: PointerEvent) => {
      if (!panning) return;
      const sideways = score.hasAttribute('data-pans');
      score.scrollBy({ left: sideways ? panning.x - event.clientX : 0, top: panning.y - event.clientY });
      panning = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    };
    const ours = (event: PointerEvent) => !(stylusOnly && event.pointerType !== 'pen');
    const stop = (event: Event) => {
      event.stopPropagation();
      event.preventDefault();
    };
    // The eraser's tip is a few pixels wide: a thin stroke or an open sign is taken when touched nearby.
    const eraseAt = (event: PointerEvent) => {
      const rootNode = score.getRootNode() as Document | ShadowRoot;
      for (const [dx, dy] of ERASER_TIP) {
        const found = rootNode.elementFromPoint(event.clientX + dx, event.clientY + dy);
        const id = found?.closest('[data-own] [data-marking-id]')?.getAttribute('data-marking-id');
        if (id) return markings.erase(id);
      }
    };
    const extend = (event: PointerEvent) => {
      if (!live) return;
      // The moves the browser merged into this event, for a smooth line (none for a synthetic one).
      const coalesced = event.getCoalescedEvents?.() ?? [];
      for (const sample of coalesced.length > 0 ? coalesced : [event]) {
        const point = pagePoint(live.surface, sample.clientX, sample.clientY);
        if (point) live.points.push({ ...point, pressure: pressureOf(sample) });
      }
      const width = live.size * live.box.height;
      live.path.setAttribute(
        'd',
        live.kind === 'pen' ? strokeOutline(live.points, width) : strokeLine(live.points),
      );
    };

    const down = (event: PointerEvent) => {
      if (pansByHand && event.pointerType === 'touch')
        // A second finger (a pinch) ends the pan.
        panning = event.isPrimary ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY } : null;
      if (!ours(event) || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const sheet = (event.target as Element).closest('[data-sheet]');
      const surface = sheet && pageSurface(sheet);
      const point = surface && pagePoint(surface, event.clientX, event.clientY);
      const found = surface && point && anchorAt(surface.measures, point);
      if (!surface || !point || !found) return;
      stop(event);
      const anchor = { ...found, part };
      const colour = markings.colour.peek();
      if (tool === 'eraser') {
        erasing = event.pointerId;
        eraseAt(event);
      } else if (tool === 'text') {
        const text = markings.text.peek().trim();
        if (text) markings.add({ kind: 'text', colour, anchor, text });
      } else if (tool === 'stamp')
        markings.add({ kind: 'stamp', colour, anchor, stamp: markings.stamp.peek() });
      else {
        const size = tool === 'pen' ? PEN_SIZE : HIGHLIGHTER_SIZE;
        const box = surface.byId.get(anchor.measureId)!;
        const path = strokePath(tool, colour, '', size * box.height) as SVGPathElement;
        path.setAttribute('data-live', '');
        surface.container.append(path);
        live = {
          pointerId: event.pointerId,
          kind: tool,
          colour,
          surface,
          box,
          anchor,
          size,
          points: [],
          path,
        };
        // The stroke goes on where the pointer leaves the page; a pointer already gone refuses.
        try {
          score.setPointerCapture(event.pointerId);
        } catch {}
        extend(event);
      }
    };
    const move = (event: PointerEvent) => {
      if (panning?.pointerId === event.pointerId) pan(event);
      if (live?.pointerId === event.pointerId) {
        stop(event);
        extend(event);
      } else if (erasing === event.pointerId) {
        stop(event);
        eraseAt(event);
      }
    };
    const up = (event: PointerEvent) => {
      if (panning?.pointerId === event.pointerId) panning = null;
      if (erasing === event.pointerId) {
        erasing = null;
        stop(event);
      }
      if (live?.pointerId !== event.pointerId) return;
      stop(event);
      finish(event.type !== 'pointercancel');
    };
    /** Ends the stroke under way: kept (`keep`, with points), its live path gone either way. */
    const finish = (keep: boolean) => {
      const done = live;
      live = null;
      if (!done) return;
      done.path.remove();
      if (!keep || done.points.length === 0) return;
      markings.add({
        kind: done.kind,
        colour: done.colour,
        anchor: done.anchor,
        points: strokeFromPage(done.box, done.points),
        size: done.size,
      });
    };
    // A tool in hand: a click is part of a marking, never a bar pick.
    const click = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-sheet]')) stop(event);
    };
    if (strokes) score.style.touchAction = 'none';
    score.style.cursor = 'crosshair';
    const listeners = [
      ['pointerdown', down],
      ['pointermove', move],
      ['pointerup', up],
      ['pointercancel', up],
      ['click', click],
    ] as const;
    for (const [name, listener] of listeners) root.addEventListener(name, listener as EventListener, true);
    return () => {
      for (const [name, listener] of listeners)
        root.removeEventListener(name, listener as EventListener, true);
      // New pages (a relayout) or the player closing mid-stroke: the stroke so far is kept.
      finish(true);
      score.style.removeProperty('touch-action');
      score.style.removeProperty('cursor');
    };
  }, [host, markings, tool, stylusOnly, part, pages]);
}
