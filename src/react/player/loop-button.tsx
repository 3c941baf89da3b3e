import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LoopView } from '../../core/player/player-controller';
import { Icon } from '../components/icon';
import { loopIcon } from '../components/icons/loop';
import { pill } from '../styles/recipes';
import { NARROW_PLAYER, SHORT_SCREEN } from '../styles/theme';
import './texts';

/** Texts in one grid cell, all taking room, the first seen: as wide as the widest. */
const stack = css`
  display: inline-grid;
  > * {
    grid-area: 1 / 1;
  }
  > :not(:first-of-type) {
    visibility: hidden;
  }
`;

/** The words on a tablet or desktop; a phone, either way round, shows the bar numbers only. */
const wideOnly = css`
  ${NARROW_PLAYER} {
    display: none;
  }
  ${SHORT_SCREEN} {
    display: none;
  }
`;

const compactOnly = css`
  display: none;
  ${NARROW_PLAYER} {
    display: inline-grid;
  }
  ${SHORT_SCREEN} {
    display: inline-grid;
  }
`;

/** A bar number as wide as the loop's text will need (tabular digits). */
const WIDEST_BAR = '888';

/**
 * One text, sized for the widest of `sizes` from the start, so the button's width (and the
 * transport's rows) never change with the loop's state.
 */
function SizedText({
  text,
  sizes,
  extraCss,
}: {
  text: string;
  sizes: string[];
  extraCss: ReturnType<typeof css>;
}) {
  return (
    <span css={[stack, extraCss]}>
      <span>{text}</span>
      {sizes.map((size) => (
        <span key={size}>{size}</span>
      ))}
    </span>
  );
}

/**
 * The A-B loop's button: first the start bar, then the end bar, then off; it says which bars loop.
 * Its name starts with the words it shows (the compact ones are part of them).
 */
export function LoopButton({ loop, onLoop }: { loop: LoopView; onLoop(): void }) {
  const { t } = useTranslation();
  const { state, from = WIDEST_BAR, to = WIDEST_BAR } = loop;
  const words =
    state === 'on'
      ? t('player.loop.active', { from, to })
      : state === 'start'
        ? t('player.loop.waiting', { from })
        : t('player.loop.label');
  const compact = state === 'on' ? `${from}–${to}` : state === 'start' ? `${from}–?` : 'A-B';
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
      aria-label={`${words}. ${action}`}
      part="loop"
    >
      <Icon shape={loopIcon} size={16} />
      <SizedText
        text={words}
        sizes={[t('player.loop.label'), t('player.loop.active', { from: WIDEST_BAR, to: WIDEST_BAR })]}
        extraCss={wideOnly}
      />
      <SizedText text={compact} sizes={[`${WIDEST_BAR}–${WIDEST_BAR}`]} extraCss={compactOnly} />
    </button>
  );
}
