import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LearnElementType } from '../../core/contract/api';
import { TypeIcon } from '../components/type-icon';
import { useSchemeTokens } from '../styles/feature-tokens';
import { chip, learningTokens, TYPE_COLOURS } from './learning.styles';

/** The type of a learning element as a coloured chip with icon and name. */
export function TypeBadge({ type }: { type: LearnElementType }) {
  useSchemeTokens(learningTokens);
  const { t } = useTranslation();
  const colours = TYPE_COLOURS[type];
  return (
    <span
      css={[
        chip,
        css`
          color: ${colours.fg};
          background: ${colours.bg};
        `,
      ]}
      part="type"
    >
      <TypeIcon type={type} size={16} />
      {t(`learning.types.${type}`)}
    </span>
  );
}

/** A square icon tile in the type's colour (lists and cards). */
export function TypeTile({ type, size = 40 }: { type: LearnElementType; size?: number }) {
  useSchemeTokens(learningTokens);
  const colours = TYPE_COLOURS[type];
  return (
    <span
      aria-hidden="true"
      css={css`
        display: inline-grid;
        place-items: center;
        flex: none;
        width: ${size}px;
        height: ${size}px;
        border-radius: 10px;
        color: ${colours.fg};
        background: ${colours.bg};
      `}
    >
      <TypeIcon type={type} size={Math.round(size * 0.5)} />
    </span>
  );
}
