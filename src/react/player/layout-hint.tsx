import { css } from '@emotion/react';
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

/**
 * Why the screen layout wished for is not shown: above the score, with "Try again", where the
 * printed pages stand in (`banner`); over it where the screen layout shown stays offline (`over`).
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
  if (place === 'over')
    return (
      <div css={over} part="layout-hint" data-problem="adapts">
        <Notice tone="info" live>
          {t(problem)}
        </Notice>
      </div>
    );
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
