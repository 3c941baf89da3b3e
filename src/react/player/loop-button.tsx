import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LoopView } from '../../core/player/ab-loop';
import { Icon } from '../components/icon';
import { loopIcon } from '../components/icons/loop';
import { pill } from '../styles/recipes';
import './texts';

/**
 * Its text and the widest it can be in one grid cell, the latter unseen: the button is as wide
 * from the start as it will ever be, so the transport's rows never change with the loop.
 */
const sized = css`
  display: inline-grid;
  font-variant-numeric: tabular-nums;
  > * {
    grid-area: 1 / 1;
  }
  > :last-child {
    visibility: hidden;
  }
`;

/**
 * The A-B loop's button: first the start bar, then the end bar, then off. It shows the looped bars
 * ("12–16"), which begin its name.
 */
export function LoopButton({ loop, onLoop }: { loop: LoopView; onLoop(): void }) {
  const { t } = useTranslation();
  const { state, from, to } = loop;
  const bars = state === 'on' ? `${from}–${to}` : state === 'start' ? `${from}–?` : 'A-B';
  const action =
    state === 'on'
      ? t('player.loop.clear')
      : state === 'start'
        ? t('player.loop.setEnd')
        : t('player.loop.setStart');
  return (
    <button
      type="button"
      css={pill}
      aria-pressed={state !== 'off'}
      onClick={onLoop}
      title={action}
      aria-label={`${state === 'off' ? t('player.loop.label') : `${t('player.loop.label')}: ${bars}`}. ${action}`}
      part="loop"
    >
      <Icon shape={loopIcon} size={16} />
      <span css={sized}>
        <span>{bars}</span>
        <span>888–888</span>
      </span>
    </button>
  );
}
