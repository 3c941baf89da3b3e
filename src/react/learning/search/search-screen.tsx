import '../texts';
import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPath } from '../../../core/learning/paths';
import { searchFor, storeFilteredList } from '../../../core/search/search';
import { searchOutlineOf } from '../../../core/search/search-outline';
import { AppLink } from '../../components/app-link';
import { Icon } from '../../components/icon';
import { searchIcon } from '../../components/icons/search';
import type { ScreenProps } from '../../components/screen-props';
import { useCore } from '../../hooks/use-core';
import { useLearning } from '../../hooks/use-learning';
import { useNavigation } from '../../hooks/use-navigation';
import { searchInput } from '../../styles/recipes';
import { visuallyHidden } from '../../styles/theme';
import { ElementCard } from '../element-card';
import { card, chip, muted, page, sectionIntro, sectionTitle } from '../learning.styles';
import { CoursePending } from '../offline-notice';

const field = css`
  position: relative;
  display: flex;
  align-items: center;
  max-width: 720px;
  margin-bottom: 12px;
  svg {
    position: absolute;
    left: 16px;
    color: var(--choir-color-muted);
    pointer-events: none;
  }
  input {
    ${searchInput};
    min-height: 56px;
    padding: 0 18px 0 50px;
    font-size: 1.125rem;
    box-shadow: var(--choir-shadow);
  }
`;

const results = css`
  display: grid;
  gap: 12px;
  max-width: 880px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const noHit = css`
  display: grid;
  gap: 14px;
  justify-items: start;
  max-width: 720px;
  padding: 28px;
  p {
    margin: 0;
  }
  strong {
    font-size: 1.125rem;
  }
`;

const suggestions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    background: var(--choir-color-primary-soft);
    color: var(--choir-color-primary);
    text-decoration: none;
  }
  a:hover {
    background: var(--choir-color-primary);
    color: var(--choir-color-on-primary);
  }
`;

const SUGGESTIONS = {
  de: ['Fermate', 'Einsatz', 'Auftakt', '6/8', 'Video', 'Notenbeispiel'],
  en: ['fermata', 'cue', 'upbeat', '6/8', 'video', 'musical example'],
};

export interface SearchScreenProps extends ScreenProps {
  /** The query; by default `?q=` of the address. */
  query?: string;
}

function queryFromAddress(): string {
  return new URLSearchParams(globalThis.location?.search ?? '').get('q') ?? '';
}

/**
 * Search results (requirements R2.12, R2.13): ranked lessons, typo-tolerant, by type name and time
 * signature too, in every language's words (the interface language's first); no-hit message.
 */
export function SearchScreen({ locale, query }: SearchScreenProps) {
  useSignals();
  const core = useCore();
  const learning = useLearning();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const inputId = useId();
  const addressQuery = query ?? queryFromAddress();
  const [text, setText] = useState(addressQuery);
  const typed = useRef(addressQuery);
  const topics = core.topics.list.value;
  const outline = searchOutlineOf(core);
  // Every language's words: the other languages' outlines load once the app's own is in.
  const searched = outline.topics.value;
  const language = core.language.value;
  const course = learning.course.value;
  const progress = learning.progress.value;

  // A new search from the navigation bar replaces what was typed here.
  useEffect(() => {
    if (addressQuery !== typed.current) {
      typed.current = addressQuery;
      setText(addressQuery);
    }
  }, [addressQuery]);

  useEffect(() => {
    if (topics.length > 0) outline.load();
  }, [outline, topics]);

  const result = useMemo(() => searchFor(searched, language, text), [searched, language, text]);
  useEffect(() => {
    if (topics.length > 0) storeFilteredList(core.topics, result);
  }, [core, result, topics]);

  const change = (value: string) => {
    setText(value);
    typed.current = value;
    navigation.navigate(searchPath(locale, value), { replace: true });
  };

  const count = result.hits.length;
  return (
    <main css={page} part="base">
      <h1 css={[sectionTitle, css`font-size: clamp(1.75rem, 3vw, 2.25rem);`]}>
        {t('learning.search.title')}
      </h1>
      <p css={sectionIntro}>{t('learning.search.hint')}</p>
      <search>
        <form onSubmit={(event) => event.preventDefault()} css={field}>
          <label htmlFor={inputId} css={visuallyHidden}>
            {t('learning.search.label')}
          </label>
          <Icon shape={searchIcon} size={22} />
          <input
            id={inputId}
            type="search"
            value={text}
            placeholder={t('learning.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => change(event.target.value)}
            part="search-input"
          />
        </form>
      </search>

      {topics.length === 0 ? (
        <CoursePending />
      ) : result.status === 'tooShort' ? (
        <p css={muted} role="status">
          {text.trim() ? t('learning.search.tooShort') : ''}
        </p>
      ) : count === 0 ? (
        <div css={[card, noHit]} role="status" part="no-match">
          <strong>{t('errors.noMatch')}</strong>
          <p css={muted}>{t('learning.search.suggestions')}</p>
          <div css={suggestions}>
            {SUGGESTIONS[language === 'de' ? 'de' : 'en'].map((word) => (
              <AppLink key={word} to={searchPath(locale, word)} css={chip} onClick={() => setText(word)}>
                {word}
              </AppLink>
            ))}
          </div>
        </div>
      ) : (
        <section aria-labelledby="results-title">
          <h2 id="results-title" css={css`margin: 12px 0 4px; font-size: 1.25rem;`}>
            {t('learning.search.resultsFor', { query: text.trim() })}
          </h2>
          <p css={[muted, css`margin: 0 0 16px;`]} role="status">
            {count === 1 ? t('learning.search.one') : t('learning.search.many', { count })}
          </p>
          <ul css={results} part="results">
            {result.hits.map((hit) => {
              const place = course.place(hit.learnElementId);
              if (!place) return null;
              return (
                <li key={hit.learnElementId}>
                  <ElementCard
                    element={place.element}
                    locale={locale}
                    progress={progress(hit.learnElementId)}
                    context={[
                      place.topic.headline,
                      place.module.headline,
                      // Found through another language's words ("Auftakt" on an English page): say so.
                      ...(hit.language === language ? [] : [t(`learning.search.foundIn.${hit.language}`)]),
                    ].join(' · ')}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </main>
  );
}
