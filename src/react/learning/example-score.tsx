import { type Ref, type RefObject, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
}: {
  markup: string;
  title: string;
  onMeasure(measureId: string): void;
  handle: Ref<ExampleScoreHandle>;
}) {
  useSchemeTokens(scoreTokens);
  const { t } = useTranslation();
  const scoreRef = useRef<HTMLDivElement>(null);
  const { overflow, onScroll } = useOverflow(scoreRef, markup);
  useFittedDrawing(scoreRef, markup);
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
