import { css, type SerializedStyles } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { PlayerController } from '../../core/player/player-controller';
import { Icon, type IconShape } from '../components/icon';
import { chevronLeftIcon } from '../components/icons/chevron-left';
import { chevronRightIcon } from '../components/icons/chevron-right';
import { pageIcon } from '../components/icons/page';
import { iconButton, pill } from '../styles/recipes';
import { NARROW_PLAYER, SHORT_SCREEN } from '../styles/theme';
import './texts';

/** Page steps beside the page number, except on a phone. */
const pageStepShown = css`
  ${NARROW_PLAYER} {
    display: none;
  }
  ${SHORT_SCREEN} {
    display: none;
  }
`;

const pageNumber = css`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** Turns back or forwards by a view (page, spread or half page); absent at the part's ends. */
export function pageSteps(player: PlayerController) {
  const canTurn = player.canTurn.value;
  return {
    onPreviousPage: canTurn.back ? () => player.turn(-1) : undefined,
    onNextPage: canTurn.forward ? () => player.turn(1) : undefined,
  };
}

/** A previous or next page button, disabled (no handler) at the first or last page; stage mode's are larger. */
export function PageStep({
  shape,
  label,
  onStep,
  size,
  large,
}: {
  shape: IconShape;
  label: string;
  onStep: (() => void) | undefined;
  size?: number;
  large?: SerializedStyles;
}) {
  return (
    <button
      type="button"
      css={[iconButton, large ?? pageStepShown]}
      onClick={onStep}
      disabled={!onStep}
      aria-label={label}
      title={label}
    >
      <Icon shape={shape} size={size} />
    </button>
  );
}

/**
 * The toolbar's page number (it opens "Jump to page") between the page steps. A component of its
 * own that reads the pages itself: a page turn re-renders these three buttons, not the toolbar.
 */
export function PageControls({ player, onJump }: { player: PlayerController; onJump(): void }) {
  useSignals();
  const { t } = useTranslation();
  const { onPreviousPage, onNextPage } = pageSteps(player);
  const page = player.pagesLabel.value;
  const pageCount = player.allPages.value.length;
  return (
    <>
      <PageStep shape={chevronLeftIcon} label={t('player.previousPage')} onStep={onPreviousPage} />
      <button
        type="button"
        css={[pill, pageNumber]}
        onClick={onJump}
        aria-label={t('player.pageButton', { page, count: pageCount })}
        part="page-button"
        data-page-indicator
      >
        <Icon shape={pageIcon} size={16} />
        {page} / {pageCount}
      </button>
      <PageStep shape={chevronRightIcon} label={t('player.nextPage')} onStep={onNextPage} />
    </>
  );
}
