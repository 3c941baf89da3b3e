import '../texts';
import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import { type ElementPlace, neighbours, topicElements } from '../../../core/learning/course-index';
import { elementPath, topicPath } from '../../../core/learning/paths';
import { progressReporterOf } from '../../../core/progress/progress-reporter';
import { AppLink } from '../../components/app-link';
import { Icon } from '../../components/icon';
import { arrowLeftIcon } from '../../components/icons/arrow-left';
import type { ScreenProps } from '../../components/screen-props';
import { useCore } from '../../hooks/use-core';
import { useLearning } from '../../hooks/use-learning';
import { oneColumnOnSmallScreen, pageTitle, withSideColumn } from '../../styles/recipes';
import { SMALL_SCREEN } from '../../styles/theme';
import { backLink, card, eyebrow, muted, page, sectionTitle } from '../learning.styles';
import { NoAccessNotice } from '../no-access';
import { CoursePending } from '../offline-notice';
import { Pager } from '../pager';
import { ProgressRing } from '../progress';
import { TypeBadge } from '../type-badge';
import { useElementProgress } from '../use-learner-progress';
import { ElementContent } from './element-content';
import { ModuleOutline } from './module-outline';
import { SaveToggle } from './save-toggle';

/**
 * A lesson's page is compact above its content, so a video lesson's title, tools and picture fit
 * a laptop's screen (1280 × 800) together.
 */
const compactPage = css`
  padding-top: 20px;
  & > a:first-of-type {
    margin-bottom: 8px;
  }
`;

const header = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 16px 24px;
  align-items: start;
  margin-bottom: 16px;
  h1 {
    ${pageTitle('2px 0 6px', 'clamp(1.625rem, 3vw, 2.375rem)', 1.15, '-0.02em')};
  }
  p {
    margin: 0;
    max-width: 66ch;
    font-size: 1.0625rem;
  }
  ${oneColumnOnSmallScreen};
`;

/** The module, the lesson's type and its place in the topic: one line above the title. */
const overline = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  font-size: 0.875rem;
  & > span:first-of-type {
    margin: 0;
  }
`;

const side = css`
  display: flex;
  align-items: center;
  gap: 14px;
  ${SMALL_SCREEN} {
    justify-content: space-between;
    > button {
      flex: 1 1 auto;
      justify-content: center;
    }
  }
`;

const layout = withSideColumn(300, 28, 1023);

export interface LearnElementScreenProps extends ScreenProps {
  /** Called with each progress report of the element (the element layer turns it into `choir-progress`). */
  onProgress?: (detail: { learnElementId: number; progress: number }) => void;
}

/** The learning-element page (requirements R2.17): the element by type, navigation, library; "Ups!" without access. */
export function LearnElementScreen({ locale, params, onProgress }: LearnElementScreenProps) {
  useSignals();
  const learning = useLearning();
  const { t } = useTranslation();
  const course = learning.course.value;
  const id = Number(params.learnElementId);
  const place = course.place(id);
  if (!place) {
    return (
      <main css={page} part="base">
        {course.topics.length === 0 ? (
          <CoursePending label={t('learning.element.loading')} />
        ) : (
          <>
            <h1 css={sectionTitle}>{t('learning.element.notFound')}</h1>
            <AppLink to={topicPath(locale)} css={backLink}>
              {t('learning.topic.allTopics')}
            </AppLink>
          </>
        )}
      </main>
    );
  }
  return <LearnElementPage place={place} locale={locale} {...(onProgress ? { onProgress } : {})} />;
}

/**
 * The page reads no progress itself: progress is written on opening and every few seconds while a
 * video plays, and only what shows it (the ring, the outline's ticks, a lesson's "done") re-renders.
 */
function LearnElementPage({
  place,
  locale,
  onProgress,
}: {
  place: ElementPlace;
  locale: Locale;
  onProgress?: LearnElementScreenProps['onProgress'];
}) {
  useSignals();
  const core = useCore();
  const learning = useLearning();
  const { t } = useTranslation();
  const { element, module, topic } = place;
  const id = element.learnElementId;
  const loggedIn = core.auth.isLoggedIn.value;
  const links = neighbours(learning.course.value, id);
  const inTopic = topicElements(topic);
  const moduleNumber = topic.modules.indexOf(module) + 1;

  // Opening an element makes it the current one (the start page's "continue"), keeping its progress.
  useEffect(() => {
    if (element.access) progressReporterOf(core).opened(id);
  }, [core, id, element.access]);

  const stored = useRef(onProgress);
  stored.current = onProgress;
  // One per element: its video keeps reporting to it while the page's callback changes.
  const progress = useMemo(
    () =>
      progressReporterOf(core).element(id, () =>
        stored.current?.({ learnElementId: id, progress: learning.progress.value(id) }),
      ),
    [core, learning, id],
  );
  const slide = (target: typeof links.nextSlide, label: string) =>
    target ? { label, title: target.headline, to: elementPath(locale, target) } : null;
  const topicLink = (target: typeof links.nextTopic, label: string) =>
    target ? { label, title: target.headline, to: topicPath(locale, target.topicId) } : null;

  return (
    <main css={[page, compactPage]} part="base" data-element-id={id}>
      <AppLink to={topicPath(locale, topic.topicId)} css={backLink} part="back">
        <Icon shape={arrowLeftIcon} size={18} />
        {t('learning.element.backToTopic', { topic: topic.headline })}
      </AppLink>
      <header css={header} part="header">
        <div>
          <div css={overline}>
            <span css={eyebrow}>
              {t('learning.topic.module', { number: moduleNumber })} · {module.headline}
            </span>
            <TypeBadge type={element.type} />
            <span css={muted}>
              {t('learning.element.position', { index: inTopic.indexOf(element) + 1, total: inTopic.length })}
            </span>
          </div>
          <h1>{element.headline}</h1>
          <p css={muted}>{element.description}</p>
        </div>
        <div css={side}>
          {loggedIn && element.access && <ElementRing learnElementId={id} />}
          <SaveToggle learnElementId={id} />
        </div>
      </header>

      <div css={layout}>
        <div
          css={css`
            display: grid;
            gap: 24px;
            min-width: 0;
          `}
        >
          {element.access ? (
            <ElementContent key={id} element={element} progress={progress} />
          ) : (
            <NoAccessNotice locale={locale} returnPath={elementPath(locale, element)} />
          )}
          <Pager
            previous={slide(links.previousSlide, t('learning.element.previousSlide'))}
            next={slide(links.nextSlide, t('learning.element.nextSlide'))}
            label={t('learning.element.lessonNav')}
            part="slides"
          />
          <Pager
            previous={topicLink(links.previousTopic, t('learning.element.previousTopic'))}
            next={topicLink(links.nextTopic, t('learning.element.nextTopic'))}
            label={t('learning.element.topicNav')}
            part="topics"
          />
        </div>
        <aside css={[card, css`padding: 18px;`]} aria-labelledby="outline-title" part="outline">
          <ModuleOutline module={module} current={id} locale={locale} titleId="outline-title" />
        </aside>
      </div>
    </main>
  );
}

/** The header's ring: the one part of the header that follows the progress. */
function ElementRing({ learnElementId }: { learnElementId: number }) {
  useSignals();
  return <ProgressRing percent={useElementProgress(learnElementId)} size={60} stroke={6} />;
}
