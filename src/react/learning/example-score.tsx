import { type Ref, type RefObject, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaultMarks } from '../../core/learning/fault-answer';
import { fittedViewBox } from '../../core/learning/fit-view-box';
import type { Highlight } from '../../core/score/sync';
import { useSchemeTokens } from '../styles/feature-tokens';
import { scoreTokens, verovioScore } from '../styles/score-svg';
import { score, scroller, scrollHint } from './musical-example.styles';
import { useOverflow } from './use-overflow';

/** Makes sure the whole drawing is visible, even where it reaches past the SVG's own viewBox. */
function useFittedDrawing(scoreRef: RefObject<HTMLDivElement | null>, svg: string) {
  useEffect(() => {
    const drawing = scoreRef.current?.querySelector('svg');
    if (!drawing || !svg || !drawing.viewBox.baseVal) return;
    let content: DOMRect;
    try {
      content = drawing.getBBox();
    } catch {
      return;
    }
    const fitted = fittedViewBox(drawing.viewBox.baseVal, content);
    if (fitted) drawing.setAttribute('viewBox', fitted);
  }, [scoreRef, svg]);
}

/** What the controller marks in the score: the sounding bar and the chosen voice's notes. */
export interface ExampleScoreHandle {
  mark(highlight: Highlight | null): void;
}

/** Marks a highlight in the score's DOM (no re-render: it changes with every bar and note). */
function marker(root: HTMLElement) {
  return (highlight: Highlight | null) => {
    for (const node of root.querySelectorAll('.choir-current, .choir-note-on'))
      node.classList.remove('choir-current', 'choir-note-on');
    if (!highlight) return;
    root.querySelector(`[id="${CSS.escape(highlight.measureId)}"]`)?.classList.add('choir-current');
    for (const id of highlight.noteIds)
      root.querySelector(`[id="${CSS.escape(id)}"]`)?.classList.add('choir-note-on');
  };
}

const ANSWER_NOTE = 'choir-answer-note';
/** Frame units beyond the bar's drawing (the score's own units: about a staff space). */
const FRAME_PAD = 90;

/** A frame drawn behind a bar (`choir-answer-box`), in the bar's own coordinates. */
function frameBehind(bar: Element): SVGRectElement | null {
  if (!(bar instanceof SVGGraphicsElement) || !bar.parentNode) return null;
  const box = bar.getBBox();
  const frame = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  frame.setAttribute('class', 'choir-answer-box');
  frame.setAttribute('x', String(box.x - FRAME_PAD / 2));
  frame.setAttribute('y', String(box.y - FRAME_PAD));
  frame.setAttribute('width', String(box.width + FRAME_PAD));
  frame.setAttribute('height', String(box.height + 2 * FRAME_PAD));
  frame.setAttribute('rx', String(FRAME_PAD / 2));
  bar.parentNode.insertBefore(frame, bar);
  return frame;
}

/** Marks an exercise's answer in the score until `marks` change (a class per bar and note). */
function useAnswerMarks(scoreRef: RefObject<HTMLDivElement | null>, svg: string, marks: FaultMarks | null) {
  useEffect(() => {
    const root = scoreRef.current;
    if (!root || !svg || !marks) return;
    const nodes = (ids: string[]) =>
      ids.flatMap((id) => root.querySelector(`[id="${CSS.escape(id)}"]`) ?? []);
    const bars = nodes(marks.measureIds);
    const notes = nodes(marks.noteIds);
    const frames = bars.map(frameBehind);
    for (const note of notes) note.classList.add(ANSWER_NOTE);
    // A wide score scrolls sideways to the marked bar (the page itself stays where it is).
    const box = bars[0]?.getBoundingClientRect();
    if (box && root.scrollWidth > root.clientWidth) {
      const from = root.getBoundingClientRect().left;
      root.scrollLeft += box.left - from - (root.clientWidth - box.width) / 2;
    }
    return () => {
      for (const frame of frames) frame?.remove();
      for (const note of notes) note.classList.remove(ANSWER_NOTE);
    };
  }, [scoreRef, svg, marks]);
}

/**
 * The example's score: the SVG from the pipeline, sanitised, inline so the sounding bar can light
 * up; scrolled sideways where it is wider than the page (with a hint). A click on a bar calls
 * `onMeasure` with its id.
 */
export function ExampleScore({
  markup,
  title,
  onMeasure,
  handle,
  marks = null,
}: {
  markup: string;
  title: string;
  onMeasure(measureId: string): void;
  handle: Ref<ExampleScoreHandle>;
  marks?: FaultMarks | null;
}) {
  useSchemeTokens(scoreTokens);
  const { t } = useTranslation();
  const scoreRef = useRef<HTMLDivElement>(null);
  const { overflow, onScroll } = useOverflow(scoreRef, markup);
  useFittedDrawing(scoreRef, markup);
  useAnswerMarks(scoreRef, markup, marks);
  useImperativeHandle(handle, () => ({
    mark: (highlight) => {
      if (scoreRef.current) marker(scoreRef.current)(highlight);
    },
  }));
  const clickBar = (target: EventTarget) => {
    const measure = (target as Element).closest?.('g.measure');
    if (measure?.id) onMeasure(measure.id);
  };
  return (
    <div
      css={scroller}
      data-more-left={overflow.left || undefined}
      data-more-right={overflow.right || undefined}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: bars are a pointer shortcut; the transport below is the keyboard way. */}
      <div
        ref={scoreRef}
        css={[verovioScore, score]}
        role="img"
        aria-label={t('learning.example.scoreLabel', { title })}
        onClick={(event) => clickBar(event.target)}
        onScroll={onScroll}
        // The SVG comes from our own pipeline and was sanitised when the part loaded (sanitizeScore).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised SVG markup.
        dangerouslySetInnerHTML={{ __html: markup }}
        part="score"
      />
      {overflow.right && !overflow.scrolled && (
        <p css={scrollHint} part="scroll-hint" aria-hidden="true">
          {t('learning.example.scrollHint')} →
        </p>
      )}
    </div>
  );
}
