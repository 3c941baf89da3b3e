import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { IconShape } from '../components/icon';
import { Icon } from '../components/icon';
import { chevronLeftIcon } from '../components/icons/chevron-left';
import { chevronRightIcon } from '../components/icons/chevron-right';
import { pauseIcon } from '../components/icons/pause';
import { playIcon } from '../components/icons/play';
import { shrinkIcon } from '../components/icons/shrink';
import { badge, iconButton, pill, tones } from '../styles/recipes';
import { NARROW_PLAYER } from '../styles/theme';
import { playButton } from './transport';
import './texts';

/** One row, as low as 48 px controls allow: the rest of the screen is music. */
const bar = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px clamp(8px, 2vw, 20px);
  padding-bottom: max(6px, env(safe-area-inset-bottom));
  border-top: 1px solid var(--choir-color-border);
  background: var(--choir-color-surface);
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
`;

const leaveButton = css`
  min-height: 52px;
  font-size: 1rem;
`;

/** The bar number, read from a metre, under its word (narrow enough for a phone at bar 999). */
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
  // The upbeat before bar 1 is bar 0 of the sync map: its word is the pickup's.
  const barWord = props.barLabel === '0' ? t('player.pickup') : t('player.stage.bar');
  const turn = (shape: IconShape, label: string, onClick: (() => void) | undefined) => (
    <button
      type="button"
      css={[iconButton, big]}
      onClick={onClick}
      disabled={!onClick}
      aria-label={label}
      title={label}
    >
      <Icon shape={shape} size={30} />
    </button>
  );
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
        {turn(chevronLeftIcon, t('player.previousPage'), props.onPreviousPage)}
        <button
          type="button"
          css={[playButton, big]}
          onClick={props.onToggle}
          disabled={!props.canPlay}
          aria-label={props.playing ? t('player.pause') : t('player.play')}
        >
          <Icon shape={props.playing ? pauseIcon : playIcon} size={28} />
        </button>
        {turn(chevronRightIcon, t('player.nextPage'), props.onNextPage)}
      </div>
      {props.preview && (
        <span css={[badge, tones.warning]} data-badge="preview">
          {props.preview}
        </span>
      )}
      <output css={barNumber} aria-live="off">
        <span>{barWord}</span> <span data-bar-number>{props.barLabel}</span>
      </output>
    </section>
  );
}
