import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import { localText } from '../../../core/i18n/local-text';
import { pathFor } from '../../../core/routing/routes';
import { lastOpenedWork, workTitle } from '../../../core/works/last-opened';
import { Icon } from '../../components/icon';
import { musicIcon } from '../../components/icons/music';
import { useAsync } from '../../hooks/use-async';
import { useCore } from '../../hooks/use-core';
import { AppButtonLink } from '../app-button-link';
import { card, muted } from '../learning.styles';

const box = css`
  display: grid;
  gap: 12px;
  padding: 18px 20px;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

/** A long title wraps inside the button, its lines spaced from the edges. */
const lastWork = css`
  && {
    padding-block: 8px;
    text-align: start;
  }
`;

/**
 * The way to rehearsing, on the start page: "My works", and the edition opened last on this device
 * (named from the catalogue once it answers; "Open it again" meanwhile and offline).
 */
export function WorksCard({ locale }: { locale: Locale }) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const articleId = lastOpenedWork(core.playerSettings.byArticle.value);
  const title = useAsync(`work-title-${articleId}`, () =>
    articleId ? workTitle(core, articleId) : Promise.resolve(null),
  );
  const named = title.status === 'ready' && title.value ? localText(title.value, core.language.value) : null;
  return (
    <section css={[card, box]} aria-labelledby="works-card-title" part="works-card">
      <h2 id="works-card-title">{t('learning.start.worksTitle')}</h2>
      <p css={muted}>{t('learning.start.worksText')}</p>
      <div css={actions}>
        {articleId && (
          <AppButtonLink to={pathFor('player', locale, { articleId })} part="last-work" css={lastWork}>
            <Icon shape={musicIcon} size={16} />
            {named ? t('learning.start.openWork', { title: named }) : t('learning.start.openLastWork')}
          </AppButtonLink>
        )}
        <AppButtonLink to={pathFor('works', locale)} variant="secondary" part="my-works">
          {t('learning.start.myWorks')}
        </AppButtonLink>
      </div>
    </section>
  );
}
