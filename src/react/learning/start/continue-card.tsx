import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import type { ContinueTarget } from '../../../core/learning/continue-target';
import { elementPath } from '../../../core/learning/paths';
import { Icon } from '../../components/icon';
import { arrowRightIcon } from '../../components/icons/arrow-right';
import { AppButtonLink } from '../app-button-link';
import { card, eyebrow, muted } from '../learning.styles';
import { BoxPlaceholder, TextPlaceholder } from '../loading';
import { ProgressBar } from '../progress';
import { TypeTile } from '../type-badge';

const box = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 14px 16px;
  padding: 20px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  p {
    margin: 4px 0 0;
  }
`;

const footer = css`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  > span {
    flex: 1 1 160px;
  }
`;

/** "Continue learning": the current learning element with its progress and one button. */
export function ContinueCard({
  target,
  locale,
  context,
}: {
  target: ContinueTarget;
  locale: Locale;
  /** Topic and module of the element. */
  context: string;
}) {
  const { t } = useTranslation();
  const { element, kind, progress } = target;
  const title =
    kind === 'continue'
      ? t('learning.start.continueTitle')
      : kind === 'next'
        ? t('learning.start.nextTitle')
        : t('learning.start.startTitle');
  return (
    <section css={[card, box]} aria-labelledby="continue-title" part="continue">
      <TypeTile type={element.type} size={48} />
      <div>
        <span css={eyebrow} id="continue-title">
          {title}
        </span>
        <h2>{element.headline}</h2>
        <p css={muted}>{context}</p>
      </div>
      <div css={footer}>
        {kind === 'continue' && <ProgressBar percent={progress} />}
        <AppButtonLink to={elementPath(locale, element)} part="continue-link">
          {kind === 'start' ? t('learning.start.startAction') : t('learning.start.continueAction')}
          <Icon shape={arrowRightIcon} size={18} />
        </AppButtonLink>
      </div>
    </section>
  );
}

/** The card's place while the course loads: the same layout and line heights, so nothing moves when it comes. */
export function ContinueCardPlaceholder({ unfinished }: { unfinished: boolean }) {
  return (
    <div css={[card, box]} aria-hidden="true" part="continue-placeholder">
      <BoxPlaceholder width="48px" height={48} />
      <div>
        <span css={eyebrow}>
          <TextPlaceholder width="8em" />
        </span>
        <h2>
          <TextPlaceholder width="75%" />
        </h2>
        <p>
          <TextPlaceholder width="55%" />
        </p>
      </div>
      <div css={footer}>
        {unfinished && (
          <span>
            <BoxPlaceholder width="100%" height={6} />
          </span>
        )}
        <div>
          <BoxPlaceholder width="9.5em" height={44} />
        </div>
      </div>
    </div>
  );
}
