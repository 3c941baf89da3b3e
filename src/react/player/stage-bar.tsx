import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { chevronLeftIcon } from '../components/icons/chevron-left';
import { chevronRightIcon } from '../components/icons/chevron-right';
import { pauseIcon } from '../components/icons/pause';
import { playIcon } from '../components/icons/play';
import { shrinkIcon } from '../components/icons/shrink';
import { badge, pill, tones } from '../styles/recipes';
import { NARROW_PLAYER, SHORT_SCREEN } from '../styles/theme';
import { PageStep } from './page-controls';
import { playButton } from './transport';
import './texts';

/**
 * One row, as low as 48 px controls allow: the rest of the screen is music. A phone held sideways
 * (390 px high) has the least: there the row keeps 2 px around its controls.
 */
const bar = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px clamp(8px, 2vw, 20px);
  padding-bottom: max(6px, env(safe-area-inset-bottom));
  border-top: 1px solid var(--choir-color-border);
  background: var(--choir-color-surface);
  ${SHORT_SCREEN} {
    padding-block: 2px;
  }
`;

const group = css`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-right: auto;
`;

const big = css`
  width: 52px;
  height: 52px;
  ${SHORT_SCREEN} {
    width: 48px;
    height: 48px;
  }
`;

const leaveButton = css`
  min-height: 52px;
  font-size: 1rem;
  ${SHORT_SCREEN} {
    min-height: 48px;
  }
`;

/** Counting in: a ring in the accent colour around Play, which starts the recording at once. */
const countingPlay = css`
  box-shadow:
    0 0 0 3px var(--choir-color-surface),
    0 0 0 6px var(--choir-color-primary);
`;

/**
 * The bar number, read from a metre, under its word (narrow enough for a phone at bar 999); beside
 * it on a phone held sideways. Counting in, the beat in the accent colour takes its place.
 */
const barNumber = css`
  display: grid;
  justify-items: end;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  span:first-of-type {
    font-size: 0.8125rem;
    color: var(--choir-color-muted);
  }
  span:last-of-type {
    font-size: 2.25rem;
    font-weight: 700;
  }
  &[data-counting] span {
    color: var(--choir-color-primary);
  }
  ${SHORT_SCREEN} {
    grid-auto-flow: column;
    align-items: baseline;
    gap: 8px;
  }
`;

/** The leave button's word makes room for the rest on a phone. */
const wideOnly = css`
  ${NARROW_PLAYER} {
    display: none;
  }
`;

export interface StageBarProps {
  playing: boolean;
  canPlay: boolean;
  barLabel: string;
  /** The count-in's beat while one runs (0 before its first click), else null. */
  countInBeat: number | null;
  onToggle(): void;
  /** Absent at the first or last page. */
  onPreviousPage?: (() => void) | undefined;
  onNextPage?: (() => void) | undefined;
  onLeave(): void;
  /** The preview's badge text (its notice, too long for this bar, shows outside stage mode). */
  preview?: string | undefined;
}

/** Stage mode's only controls: leave, page turns, play and a large bar number. */
export function StageBar(props: StageBarProps) {
  const { t } = useTranslation();
  const counting = props.countInBeat !== null;
  // The upbeat before bar 1 is bar 0 of the sync map: its word is the pickup's.
  const barWord = props.barLabel === '0' ? t('player.pickup') : t('player.stage.bar');
  // Counting in: the beat heard, from the first click on (the bar it leads to until then).
  const number = props.countInBeat ? String(props.countInBeat) : props.barLabel;
  return (
    <section css={bar} aria-label={t('player.stage.controls')} part="stage-bar">
      <button
        type="button"
        css={[pill, leaveButton]}
        onClick={props.onLeave}
        aria-label={t('player.stage.leave')}
        title={`${t('player.stage.leave')} (Esc)`}
      >
        <Icon shape={shrinkIcon} size={22} />
        <span css={wideOnly}>{t('player.stage.leaveShort')}</span>
      </button>
      <div css={group}>
        <PageStep
          shape={chevronLeftIcon}
          label={t('player.previousPage')}
          onStep={props.onPreviousPage}
          size={30}
          large={big}
        />
        <button
          type="button"
          css={[playButton, big, counting && countingPlay]}
          onClick={props.onToggle}
          disabled={!props.canPlay}
          aria-label={props.playing ? t('player.pause') : t('player.play')}
        >
          <Icon shape={props.playing ? pauseIcon : playIcon} size={28} />
        </button>
        <PageStep
          shape={chevronRightIcon}
          label={t('player.nextPage')}
          onStep={props.onNextPage}
          size={30}
          large={big}
        />
      </div>
      {props.preview && (
        <span css={[badge, tones.warning]} data-badge="preview">
          {props.preview}
        </span>
      )}
      <output css={barNumber} aria-live="off" data-counting={counting || undefined}>
        <span>{counting ? t('player.rehearse.countingIn') : barWord}</span>{' '}
        <span data-bar-number>{number}</span>
      </output>
    </section>
  );
}
