import { useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamplePlayer } from '../../core/learning/example-player';
import { fittedViewBox } from '../../core/learning/fit-view-box';
import { sanitizeScore } from '../components/sanitize-score';
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

/** Lights up the sounding bar in the score. */
function useSoundingBar(scoreRef: RefObject<HTMLDivElement | null>, measureId: string | undefined) {
  useEffect(() => {
    const root = scoreRef.current;
    if (!root) return;
    for (const node of root.querySelectorAll('.choir-current')) node.classList.remove('choir-current');
    if (measureId) root.querySelector(`[id="${CSS.escape(measureId)}"]`)?.classList.add('choir-current');
  }, [scoreRef, measureId]);
}

/**
 * The example's score: the SVG from the pipeline, sanitised, inline so the sounding bar can light
 * up; scrolled sideways where it is wider than the page (with a hint). A click on a bar plays from there.
 */
export function ExampleScore({
  player,
  markup,
  title,
}: {
  player: ExamplePlayer;
  markup: string;
  title: string;
}) {
  useSchemeTokens(scoreTokens);
  useSignals();
  const { t } = useTranslation();
  const scoreRef = useRef<HTMLDivElement>(null);
  const svg = useMemo(() => sanitizeScore(markup)?.outerHTML ?? '', [markup]);
  const { overflow, onScroll } = useOverflow(scoreRef, markup);
  useFittedDrawing(scoreRef, svg);
  useSoundingBar(scoreRef, player.currentBar.value?.measureId);
  const clickBar = (target: EventTarget) => {
    const measure = (target as Element).closest?.('g.measure');
    if (measure) player.playFromBar(measure.id);
  };
  return (
    <div
      css={scroller}
      data-more-left={overflow.left || undefined}
      data-more-right={overflow.right || undefined}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: bars are a pointer shortcut; the seek bar below is the keyboard way. */}
      <div
        ref={scoreRef}
        css={[verovioScore, score]}
        role="img"
        aria-label={t('learning.example.scoreLabel', { title })}
        onClick={(event) => clickBar(event.target)}
        onScroll={onScroll}
        // The SVG comes from our own pipeline and is sanitised above (sanitizeScore).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised SVG markup.
        dangerouslySetInnerHTML={{ __html: svg }}
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
