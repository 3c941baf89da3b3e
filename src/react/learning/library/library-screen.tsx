import '../texts';
import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_PREVIEW_COUNT, libraryElements } from '../../../core/learning/library';
import { topicPath } from '../../../core/learning/paths';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { bookmarkIcon } from '../../components/icons/bookmark';
import { trashIcon } from '../../components/icons/trash';
import type { ScreenProps } from '../../components/screen-props';
import { useCore } from '../../hooks/use-core';
import { useLearning } from '../../hooks/use-learning';
import { iconBadge } from '../../styles/recipes';
import { visuallyHidden } from '../../styles/theme';
import { AppButtonLink } from '../app-button-link';
import { ElementCard } from '../element-card';
import { card, cardGrid, page, sectionIntro, sectionTitle } from '../learning.styles';
import { CoursePending } from '../offline-notice';

const removeButton = css`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid var(--choir-color-border);
  border-radius: 50%;
  background: var(--choir-color-surface);
  color: var(--choir-color-muted);
  cursor: pointer;
  &:hover {
    border-color: var(--choir-color-danger);
    color: var(--choir-color-danger);
  }
`;

const empty = css`
  display: grid;
  justify-items: center;
  gap: 14px;
  padding: 48px 24px;
  text-align: center;
  p {
    margin: 0;
    max-width: 44ch;
    font-size: 1.0625rem;
  }
`;

const emptyIcon = css`
  ${iconBadge(64)};
  background: var(--choir-color-primary-soft);
  color: var(--choir-color-primary);
`;

const footer = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;
`;

/** "My library" / "Sammlung": saved lessons with remove, "show all" and "to topic selection". */
export function LibraryScreen({ locale }: ScreenProps) {
  useSignals();
  const core = useCore();
  const learning = useLearning();
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const course = learning.course.value;
  const progress = learning.progress.value;
  const saved = libraryElements(course, learning.library.value);
  const shown = showAll ? saved : saved.slice(0, LIBRARY_PREVIEW_COUNT);

  return (
    <main css={page} part="base">
      <h1 css={[sectionTitle, css`font-size: clamp(1.75rem, 3vw, 2.25rem);`]}>{t('nav.library')}</h1>
      <p css={sectionIntro}>
        {t('learning.library.intro')}
        {!core.auth.isLoggedIn.value && <> {t('learning.library.signInHint')}</>}
      </p>
      {course.topics.length === 0 && learning.library.value.length > 0 ? (
        <CoursePending />
      ) : saved.length === 0 ? (
        <div css={[card, empty]} part="empty">
          <span css={emptyIcon} aria-hidden="true">
            <Icon shape={bookmarkIcon} size={28} />
          </span>
          <p>{t('errors.emptyLibrary')}</p>
          <AppButtonLink to={topicPath(locale)}>{t('learning.library.toTopics')}</AppButtonLink>
        </div>
      ) : (
        <>
          <ul css={cardGrid('460px', '14px')} part="list">
            {shown.map((element) => (
              <li key={element.learnElementId}>
                <ElementCard
                  element={element}
                  locale={locale}
                  progress={progress(element.learnElementId)}
                  context={course.place(element.learnElementId)?.topic.headline ?? ''}
                  headingLevel={2}
                  action={
                    <button
                      type="button"
                      css={removeButton}
                      onClick={() => {
                        learning.toggleSaved(element.learnElementId);
                        core.ui.showToast(t('learning.element.removedToast'));
                      }}
                      title={t('learning.library.removeShort')}
                      part="remove"
                    >
                      <Icon shape={trashIcon} size={18} />
                      <span css={visuallyHidden}>
                        {t('learning.library.remove', { title: element.headline })}
                      </span>
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
          <div css={footer}>
            {saved.length > LIBRARY_PREVIEW_COUNT && (
              <Button variant="secondary" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
                {showAll
                  ? t('learning.library.showFewer')
                  : t('learning.library.showAll', { count: saved.length })}
              </Button>
            )}
            <AppButtonLink to={topicPath(locale)} variant="ghost">
              {t('learning.library.toTopics')}
            </AppButtonLink>
          </div>
        </>
      )}
    </main>
  );
}
