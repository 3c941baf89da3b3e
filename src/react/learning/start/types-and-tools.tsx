import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LearnElementType, Locale } from '../../../core/contract/api';
import { LEARN_ELEMENT_TYPES } from '../../../core/contract/constants';
import { searchPath, toolsPath } from '../../../core/learning/paths';
import { AppLink } from '../../components/app-link';
import { Icon } from '../../components/icon';
import { metronomeIcon } from '../../components/icons/metronome';
import { card, cardGrid, cardLink, liftOnHover, muted } from '../learning.styles';
import { TypeTile } from '../type-badge';

const tile = css`
  position: relative;
  display: grid;
  align-content: start;
  gap: 8px;
  height: 100%;
  padding: 18px;
  ${liftOnHover(2)}
  h3 {
    margin: 4px 0 0;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    font-size: 0.9375rem;
  }
  small {
    font-weight: 600;
    color: var(--choir-color-primary);
  }
`;

const toolsTile = css`
  background: linear-gradient(135deg, var(--choir-color-brand), var(--choir-color-brand-deep));
  color: var(--choir-color-on-brand);
  border-color: transparent;
  p,
  small {
    color: inherit;
    opacity: 0.92;
  }
`;

const toolsIcon = css`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  background: color-mix(in srgb, var(--choir-color-on-brand) 18%, transparent);
`;

/** Start page: the four learning-element types (each opens a search by type) and the tools. */
export function TypesAndTools({
  locale,
  counts,
}: {
  locale: Locale;
  counts: Record<LearnElementType, number>;
}) {
  const { t } = useTranslation();
  return (
    <ul css={cardGrid('200px', '16px')} part="types">
      {LEARN_ELEMENT_TYPES.map((type) => (
        <li key={type}>
          <article css={[card, tile]}>
            <TypeTile type={type} />
            <h3>
              <AppLink to={searchPath(locale, t(`learning.types.${type}`))} css={cardLink}>
                {t(`learning.types.${type}`)}
              </AppLink>
            </h3>
            <p css={muted}>{t(`learning.typeInfo.${type}`)}</p>
            <small>{t('learning.start.typeCount', { count: counts[type] })}</small>
          </article>
        </li>
      ))}
      <li>
        <article css={[card, tile, toolsTile]} part="tools">
          <span css={toolsIcon} aria-hidden="true">
            <Icon shape={metronomeIcon} size={22} />
          </span>
          <h3>
            <AppLink to={toolsPath(locale)} css={cardLink}>
              {t('learning.start.toolsTitle')}
            </AppLink>
          </h3>
          <p>{t('learning.start.toolsText')}</p>
          <small>
            {t('learning.start.openTools')} <span aria-hidden="true">→</span>
          </small>
        </article>
      </li>
    </ul>
  );
}
