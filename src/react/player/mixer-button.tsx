import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { pill } from '../styles/recipes';
import { SHORT_SCREEN } from '../styles/theme';
import './texts';

export const toggle = css`
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 10px;
`;

/**
 * A phone held sideways has one row for the transport and no height for the mixer: the mixer keeps
 * playing as set, and is set with the phone upright or on a larger screen.
 */
export const notSideways = css`
  ${SHORT_SCREEN} {
    display: none;
  }
`;

/** Opens and closes the mixer (it stays open while playing). */
export function MixerButton({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      css={[pill, toggle, notSideways]}
      aria-label={t('player.mixer.label')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      title={t('player.mixer.show')}
      part="mixer-button"
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M6 4v16M12 4v16M18 4v16" />
        <rect x="3.5" y="12" width="5" height="3" rx="1" fill="currentColor" />
        <rect x="9.5" y="7" width="5" height="3" rx="1" fill="currentColor" />
        <rect x="15.5" y="14" width="5" height="3" rx="1" fill="currentColor" />
      </svg>
      <span>{t('player.mixer.label')}</span>
    </button>
  );
}
