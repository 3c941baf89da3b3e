import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutProblem } from '../../core/player/part-layouts';
import { Button } from '../components/button';
import { Notice } from '../components/notice';
import { banner } from './player.styles';

/**
 * Offline, over the foot of the score: the screen layout shown stays until it can be laid out for
 * the box. Laid over the score rather than above it, so showing it does not change the box again.
 */
const over = css`
  position: absolute;
  inset: auto 12px 12px;
  z-index: 2;
  display: flex;
  justify-content: center;
  pointer-events: none;
  & > div {
    max-width: 560px;
    box-shadow: 0 2px 8px rgb(0 0 0 / 0.18);
  }
`;

/** How long the offline note lies over the music: long enough to read, then the music is whole again. */
const OVER_MS = 8000;

/** The offline note over the score, for a few seconds from when the layout shown first stays. */
function AdaptsNote({ text }: { text: string }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), OVER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div css={over} part="layout-hint" data-problem="adapts">
      <Notice tone="info" live>
        {text}
      </Notice>
    </div>
  );
}

/**
 * Why the screen layout wished for is not shown: above the score, with "Try again", where the
 * printed pages stand in (`banner`); over it for a few seconds where the screen layout shown stays
 * offline (`over`).
 */
export function LayoutHint({
  problem,
  place,
  onRetry,
}: {
  problem: LayoutProblem | null;
  place: 'banner' | 'over';
  onRetry(): void;
}) {
  const { t } = useTranslation();
  if (!problem || (problem === 'player.layout.adapts') !== (place === 'over')) return null;
  if (place === 'over') return <AdaptsNote text={t(problem)} />;
  return (
    <div css={banner} part="layout-hint">
      <Notice
        tone="warning"
        inline
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('player.layout.retry')}
          </Button>
        }
      >
        {t(problem)}
      </Notice>
    </div>
  );
}
