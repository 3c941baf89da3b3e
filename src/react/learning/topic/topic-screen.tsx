import '../texts';
import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import { topicElements, topicNeighbours } from '../../../core/learning/course-index';
import type { LocalModule, LocalTopic } from '../../../core/learning/localise';
import { elementPath, topicPath } from '../../../core/learning/paths';
import { DONE_AT, type ProgressLookup, summarise } from '../../../core/learning/progress';
import { AppLink } from '../../components/app-link';
import { Icon } from '../../components/icon';
import { arrowLeftIcon } from '../../components/icons/arrow-left';
import { arrowRightIcon } from '../../components/icons/arrow-right';
import { lockIcon } from '../../components/icons/lock';
import { LicenceShopLink } from '../../components/licence-shop-link';
import type { ScreenProps } from '../../components/screen-props';
import { useLearning } from '../../hooks/use-learning';
import { oneColumnOnSmallScreen, pageTitle } from '../../styles/recipes';
import { topicAccess } from '../access';
import { AccessChip } from '../access-chip';
import { AppButtonLink } from '../app-button-link';
import { DoneTick } from '../done-tick';
import { KeepTopicOffline } from '../keep-topic';
import {
  backLink,
  card,
  cardGrid,
  eyebrow,
  muted,
  page,
  sectionIntro,
  sectionTitle,
} from '../learning.styles';
import { CoursePending } from '../offline-notice';
import { ProgressBar, ProgressRing } from '../progress';
import { SeLogo } from '../se-logo';
import { TopicCard } from '../topic-card';
import { TypeTile } from '../type-badge';
import { useLearnerProgress } from '../use-learner-progress';
import { TopicPager } from './topic-pager';

const header = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 24px;
  align-items: center;
  padding: clamp(20px, 3vw, 32px);
  h1 {
    ${pageTitle('4px 0 12px', 'clamp(1.75rem, 3.2vw, 2.5rem)', 1.15, '-0.02em')};
  }
  p {
    margin: 0;
    max-width: 68ch;
    font-size: 1.0625rem;
    line-height: 1.65;
  }
  ${oneColumnOnSmallScreen};
`;

const facts = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  margin-top: 16px;
  font-size: 0.9375rem;
`;

const lockedBox = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 20px;
  margin-top: 20px;
  padding: 14px 18px;
  border-radius: var(--choir-radius);
  background: var(--choir-color-warning-soft);
  color: var(--choir-color-text);
  p {
    margin: 0;
    font-size: 0.9375rem;
  }
`;

const moduleCard = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
  padding: 20px;
  h3 {
    margin: 0;
    font-size: 1.1875rem;
    line-height: 1.3;
  }
  > p {
    margin: 0;
  }
`;

const elementList = css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--choir-color-border);
  li + li {
    border-top: 1px solid var(--choir-color-border);
  }
  a {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 12px;
    padding: 10px 4px;
    color: inherit;
    text-decoration: none;
    border-radius: 8px;
  }
  a:hover {
    background: var(--choir-color-background);
  }
  a:hover strong {
    color: var(--choir-color-primary);
  }
  strong {
    display: block;
    font-weight: 600;
    line-height: 1.35;
  }
  small {
    color: var(--choir-color-muted);
  }
`;

const moduleFoot = css`
  display: grid;
  gap: 10px;
  margin-top: auto;
  padding-top: 4px;
  font-size: 0.875rem;
`;

/** Topic page (requirements R2.16): preview text and module cards; without an id the topic selection. */
export function TopicScreen({ locale, params }: ScreenProps) {
  useSignals();
  const learning = useLearning();
  const course = learning.course.value;
  if (course.topics.length === 0)
    return (
      <main css={page} part="base">
        <CoursePending />
      </main>
    );
  if (params.topicId === undefined || params.topicId === '') return <TopicSelection locale={locale} />;
  const topic = course.topic(Number(params.topicId));
  return topic ? <TopicPage topic={topic} locale={locale} /> : <TopicNotFound locale={locale} />;
}

function TopicNotFound({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <main css={page} part="base">
      <h1 css={sectionTitle}>{t('learning.topic.notFound')}</h1>
      <AppLink to={topicPath(locale)} css={backLink}>
        {t('learning.topic.allTopics')}
      </AppLink>
    </main>
  );
}

/** All topics as cards with "To the topic". */
function TopicSelection({ locale }: { locale: Locale }) {
  useSignals();
  const { learning, progress, loggedIn } = useLearnerProgress();
  const { t } = useTranslation();
  return (
    <main css={page} part="base">
      <h1
        css={[
          sectionTitle,
          css`
            font-size: clamp(1.75rem, 3vw, 2.25rem);
          `,
        ]}
      >
        {t('learning.topic.selectionTitle')}
      </h1>
      <p css={sectionIntro}>{t('learning.topic.selectionText')}</p>
      <ul css={cardGrid('280px')} part="topics">
        {learning.course.value.topics.map((topic) => (
          <li key={topic.topicId}>
            <TopicCard
              topic={topic}
              locale={locale}
              summary={loggedIn ? summarise(topicElements(topic), progress) : null}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
    </main>
  );
}

function TopicPage({ topic, locale }: { topic: LocalTopic; locale: Locale }) {
  useSignals();
  const { learning, progress, loggedIn } = useLearnerProgress();
  const { t } = useTranslation();
  const access = topicAccess(topic);
  const summary = summarise(topicElements(topic), progress);
  const { previousTopic, nextTopic } = topicNeighbours(learning.course.value, topic.topicId);
  return (
    <main css={page} part="base">
      <AppLink to={topicPath(locale)} css={backLink}>
        <Icon shape={arrowLeftIcon} size={18} />
        {t('learning.topic.allTopics')}
      </AppLink>
      <header css={[card, header]} part="header">
        <div>
          {topic.art === 'SE' ? (
            <SeLogo size={56} wordmark />
          ) : (
            <span css={eyebrow}>{t('learning.topic.number', { number: topic.topicId + 1 })}</span>
          )}
          <h1>{topic.headline}</h1>
          <p part="preview-text">{topic.description}</p>
          <div css={facts}>
            <span css={muted}>
              {t('learning.topic.moduleCount', { count: topic.modules.length })} ·{' '}
              {t('learning.topic.lessonCount', { count: summary.total })}
            </span>
            <AccessChip access={access} />
            {loggedIn && access !== 'locked' && (
              <span css={muted}>
                {t('learning.progress.lessonsDone', { done: summary.done, total: summary.total })}
              </span>
            )}
          </div>
          {access !== 'full' && (
            <div css={lockedBox} part="locked-notice">
              <p>{t('learning.topic.lockedNotice')}</p>
              <LicenceShopLink variant="secondary">{t('errors.toWebshop')}</LicenceShopLink>
            </div>
          )}
        </div>
        {loggedIn && access !== 'locked' && <ProgressRing percent={summary.percent} size={112} stroke={11} />}
      </header>
      {loggedIn && access !== 'locked' && (
        <KeepTopicOffline topicId={topic.topicId} headline={topic.headline} />
      )}

      <section
        aria-labelledby="modules-title"
        css={css`
          margin-top: 36px;
        `}
      >
        <h2 id="modules-title" css={sectionTitle}>
          {t('learning.topic.modulesTitle')}
        </h2>
        <ol css={[cardGrid('340px', '20px'), css`margin-top: 16px;`]} part="modules">
          {topic.modules.map((module, index) => (
            <li key={module.moduleId}>
              <ModuleCard
                module={module}
                number={index + 1}
                locale={locale}
                progress={progress}
                showProgress={loggedIn}
              />
            </li>
          ))}
        </ol>
      </section>

      <TopicPager locale={locale} previousTopic={previousTopic} nextTopic={nextTopic} />
    </main>
  );
}

function ModuleCard({
  module,
  number,
  locale,
  progress,
  showProgress,
}: {
  module: LocalModule;
  number: number;
  locale: Locale;
  progress: ProgressLookup;
  showProgress: boolean;
}) {
  const { t } = useTranslation();
  const summary = summarise(module.learnElements, progress);
  const open = module.learnElements.filter((element) => element.access);
  const next = open.find((element) => progress(element.learnElementId) < DONE_AT) ?? open[0];
  const action =
    summary.started === 0
      ? t('learning.topic.startModule')
      : summary.done === summary.total
        ? t('learning.topic.repeatModule')
        : t('learning.topic.continueModule');
  return (
    <article css={[card, moduleCard]} part="module-card" data-module-id={module.moduleId}>
      <div>
        <span css={eyebrow}>{t('learning.topic.module', { number })}</span>
        <h3>{module.headline}</h3>
      </div>
      {module.description && <p css={muted}>{module.description}</p>}
      <ol css={elementList}>
        {module.learnElements.map((element) => {
          const value = progress(element.learnElementId);
          return (
            <li key={element.learnElementId}>
              <AppLink to={elementPath(locale, element)} data-element-id={element.learnElementId}>
                <TypeTile type={element.type} size={34} />
                <span>
                  <strong>{element.headline}</strong>
                  <small>{t(`learning.types.${element.type}`)}</small>
                </span>
                <ElementStatus access={element.access} progress={showProgress ? value : 0} />
              </AppLink>
            </li>
          );
        })}
      </ol>
      <div css={moduleFoot}>
        {showProgress && open.length > 0 && (
          <>
            <ProgressBar percent={summary.percent} />
            <span css={muted}>
              {t('learning.progress.lessonsDone', { done: summary.done, total: summary.total })}
            </span>
          </>
        )}
        {next && (
          <AppButtonLink
            to={elementPath(locale, next)}
            variant={summary.started === 0 ? 'primary' : 'secondary'}
          >
            {action}
            <Icon shape={arrowRightIcon} size={18} />
          </AppButtonLink>
        )}
      </div>
    </article>
  );
}

/** Done tick, progress ring or lock at the end of an element row. */
function ElementStatus({ access, progress }: { access: boolean; progress: number }) {
  const { t } = useTranslation();
  if (!access)
    return (
      <span css={muted}>
        <Icon shape={lockIcon} size={18} label={t('learning.topic.locked')} />
      </span>
    );
  if (progress >= DONE_AT) return <DoneTick />;
  if (progress > 0) return <ProgressRing percent={progress} size={30} stroke={3} showLabel={false} />;
  return <span />;
}
