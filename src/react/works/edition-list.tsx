import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { WorksScreenController } from '../../core/works/works-screen-controller';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import { musicIcon } from '../components/icons/music';
import { Notice } from '../components/notice';
import { useCore } from '../hooks/use-core';
import { EditionCard } from './edition-card';
import { empty, list, skeleton, summary } from './works.styles';

/** The catalogue as far as it is there: a failure to load, placeholders, or the editions shown. */
export function EditionList({ screen }: { screen: WorksScreenController }) {
  useSignals();
  const { works } = screen;
  const core = useCore();
  const { t } = useTranslation();
  const catalogue = works.catalogue.value;
  const editions = screen.editions.value;
  const language = core.language.value;

  if (catalogue === null)
    return works.failed.value ? (
      <Notice
        tone="danger"
        live
        action={
          <Button variant="secondary" onClick={() => void works.load()}>
            {t('works.retry')}
          </Button>
        }
      >
        {core.env.isOnline() ? t('works.loadFailed') : t('errors.noConnection')}
      </Notice>
    ) : (
      <ul css={list} aria-busy="true" aria-label={t('works.title')}>
        {[0, 1, 2, 3].map((n) => (
          <li key={n}>
            <div css={skeleton} />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <p css={summary} role="status">
        {t('works.count', { count: editions.length, total: catalogue.editions.length })}
      </p>
      {editions.length === 0 ? (
        <div css={empty}>
          <Icon shape={musicIcon} size={32} />
          <p>{screen.emptyMine.value ? t('works.emptyMine') : t('errors.noMatch')}</p>
        </div>
      ) : (
        <ul css={list} part="list">
          {editions.map((item) => (
            <li key={item.articleId}>
              <EditionCard item={item} screen={screen} language={language} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
