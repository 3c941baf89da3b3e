import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../core/contract/api';
import type { LocalElement } from '../../core/learning/localise';
import { elementPath } from '../../core/learning/paths';
import { AppLink } from '../components/app-link';
import { useCore } from '../hooks/use-core';
import { AccessChip } from './access-chip';
import { DoneTick } from './done-tick';
import { card, cardLink, clampLines, liftOnHover, muted } from './learning.styles';
import { ProgressRing } from './progress';
import { TypeTile } from './type-badge';

const row = css`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 14px;
  padding: 14px 16px;
  ${liftOnHover(1)}
  h2,
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.35;
  }
  p {
    margin: 2px 0 0;
    font-size: 0.9375rem;
  }
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin-top: 6px;
  font-size: 0.8125rem;
  color: var(--choir-color-muted);
`;

const side = css`
  display: flex;
  align-items: center;
  gap: 8px;
  /* Above the card-wide link, so its own buttons stay clickable. */
  position: relative;
  z-index: 1;
`;

export interface ElementCardProps {
  element: LocalElement;
  locale: Locale;
  progress: number;
  /** Shown under the description (e.g. the topic of a search hit). */
  context?: string;
  /** Extra controls at the end (e.g. "remove" in the library). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

/** A learning element as a clickable card: type, title, teaser, progress or lock. */
export function ElementCard({
  element,
  locale,
  progress,
  context,
  action,
  headingLevel = 3,
}: ElementCardProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  // "Free preview" only matters to someone without a licence.
  const licensed = core.auth.isLoggedIn.value && core.licence.value.status !== 'expired';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article css={[card, row]} part="element-card" data-element-id={element.learnElementId}>
      <TypeTile type={element.type} />
      <div>
        <Heading>
          <AppLink to={elementPath(locale, element)} css={cardLink}>
            {element.headline}
          </AppLink>
        </Heading>
        <p css={[muted, clampLines(2)]}>{element.description}</p>
        <div css={meta}>
          <span>{t(`learning.types.${element.type}`)}</span>
          {context && (
            <>
              <span aria-hidden="true">·</span>
              <span>{context}</span>
            </>
          )}
          {!element.access && <AccessChip access="locked" />}
          {element.access && element.preview && !licensed && <AccessChip access="preview" />}
        </div>
      </div>
      <div css={side}>
        {element.access && progress >= 100 && <DoneTick size={22} />}
        {element.access && progress > 0 && progress < 100 && (
          <ProgressRing percent={progress} size={40} stroke={4} />
        )}
        {action}
      </div>
    </article>
  );
}
