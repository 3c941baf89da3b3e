import '../texts';
import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { LearnElementType } from '../../../core/contract/api';
import { formatDay } from '../../../core/format/date';
import { likelyUnfinished } from '../../../core/learning/continue-target';
import { topicElements } from '../../../core/learning/course-index';
import type { LocalTopic } from '../../../core/learning/localise';
import { elementPath } from '../../../core/learning/paths';
import { summarise } from '../../../core/learning/progress';
import { pathFor } from '../../../core/routing/routes';
import { Icon } from '../../components/icon';
import { playIcon } from '../../components/icons/play';
import { LicenceShopLink } from '../../components/licence-shop-link';
import type { ScreenProps } from '../../components/screen-props';
import { useCore } from '../../hooks/use-core';
import { useLearning } from '../../hooks/use-learning';
import { useSchemeTokens } from '../../styles/feature-tokens';
import { oneColumnOnSmallScreen, pageTitle } from '../../styles/recipes';
import { SMALL_SCREEN } from '../../styles/theme';
import { topicAccess } from '../access';
import { AppButtonLink } from '../app-button-link';
import {
  card,
  laidOutNearViewport,
  learningTokens,
  page,
  sectionIntro,
  sectionTitle,
} from '../learning.styles';
import { CoursePending } from '../offline-notice';
import { SeLogo } from '../se-logo';
import { TopicCard } from '../topic-card';
import { ConductorPicture } from './conductor-picture';
import { ContinueCard, ContinueCardPlaceholder } from './continue-card';
import { ProgressPanel, ProgressPanelPlaceholder } from './progress-panel';
import { TopicLists } from './topic-lists';
import { TypesAndTools } from './types-and-tools';
import { WorksCard } from './works-card';

const hero = css`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  margin-bottom: 40px;
  ${SMALL_SCREEN} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    margin-bottom: 32px;
  }
`;

const greeting = css`
  display: grid;
  gap: 16px;
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 3.2vw, 2.5rem);
    line-height: 1.15;
    letter-spacing: -0.02em;
  }
  > p {
    margin: -6px 0 4px;
    font-size: 1.0625rem;
    color: var(--choir-color-muted);
  }
`;

const guestHero = css`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
  gap: 32px;
  align-items: center;
  margin-bottom: 40px;
  padding: clamp(24px, 4vw, 48px);
  border-radius: calc(var(--choir-radius) * 1.5);
  background: linear-gradient(135deg, var(--choir-color-brand) 0%, var(--choir-color-brand-deep) 100%);
  color: var(--choir-color-on-brand);
  h1 {
    ${pageTitle('0 0 12px', 'clamp(1.75rem, 3.6vw, 2.75rem)', 1.1, '-0.02em')};
  }
  p {
    margin: 0 0 24px;
    font-size: 1.125rem;
    opacity: 0.94;
    max-width: 52ch;
  }
  ${oneColumnOnSmallScreen};
`;

const guestActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a:first-of-type {
    background: var(--choir-color-on-brand);
    color: var(--choir-color-brand);
  }
  a:last-of-type {
    background: transparent;
    color: inherit;
    border-color: color-mix(in srgb, var(--choir-color-on-brand) 60%, transparent);
  }
`;

const licenceNotice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  padding: 16px 20px;
  border: 1px solid color-mix(in srgb, var(--choir-color-warning) 35%, transparent);
  border-left: 5px solid var(--choir-color-warning);
  border-radius: var(--choir-radius);
  background: var(--choir-color-warning-soft);
  color: var(--choir-color-warning);
  div {
    flex: 1 1 260px;
  }
  strong {
    display: block;
  }
  p {
    margin: 2px 0 0;
    color: var(--choir-color-text);
  }
`;

const section = css`
  margin-top: 48px;
`;

const seBand = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) minmax(260px, 360px);
  gap: 24px 32px;
  align-items: center;
  padding: clamp(20px, 3vw, 32px);
  background: linear-gradient(
    120deg,
    var(--choir-color-se-band) 0%,
    var(--choir-color-surface) 55%,
    var(--choir-color-se-band-end) 100%
  );
  p {
    margin: 8px 0 0;
    color: var(--choir-color-muted);
    max-width: 56ch;
  }
  h2 {
    margin: 0;
  }
  @media (max-width: 1023px) {
    grid-template-columns: auto minmax(0, 1fr);
    > :last-child {
      grid-column: 1 / -1;
    }
  }
  ${oneColumnOnSmallScreen};
`;

const seTag = css`
  display: inline-block;
  margin-top: 12px;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--choir-color-se-soft);
  color: var(--choir-color-se);
  font-size: 0.8125rem;
  font-weight: 700;
`;

/** The start page (requirements R1.7): welcome back, continue, progress level, topics, types and tools. */
export function StartScreen({ locale }: ScreenProps) {
  useSchemeTokens(learningTokens);
  useSignals();
  const core = useCore();
  const learning = useLearning();
  const { t } = useTranslation();
  const course = learning.course.value;
  const progress = learning.progress.value;
  const user = core.auth.user.value;
  const loggedIn = core.auth.isLoggedIn.value;
  const { lists, se } = learning.startLists.value;
  const licence = core.licence.value;

  const summaryOf = (topic: LocalTopic) => (loggedIn ? summarise(topicElements(topic), progress) : null);
  const counts = Object.fromEntries(
    (['text', 'video', 'exercise', 'musicalExample'] as const).map((type) => [
      type,
      course.elements.filter((element) => element.type === type).length,
    ]),
  ) as Record<LearnElementType, number>;

  // Until the course is in, the page shows what needs no course (greeting, titles) and holds the
  // place of the rest, so its heading is there at once and nothing moves when the course comes.
  const loaded = course.topics.length > 0;
  const pending = !loaded && !core.topics.unavailableOffline.value;

  const target = learning.continueTarget.value;
  const targetPlace = target ? course.place(target.element.learnElementId) : undefined;
  // "Welcome back" once a lesson has been opened, on any device.
  const returning = core.auth.learnElementMetadata.value.length > 0;
  const name = user ? user.firstName || user.username : '';

  return (
    <main css={page} part="base">
      {loggedIn && user ? (
        <div css={hero}>
          <div css={greeting} part="welcome">
            <h1>{t(returning ? 'start.welcomeBack' : 'start.welcome', { name })}</h1>
            <p>{t(returning ? 'learning.start.subtitle' : 'learning.start.subtitleNew')}</p>
            {licence.status === 'expiring' && licence.validUntil && (
              <div css={licenceNotice} role="status" part="licence-notice">
                <div>
                  <strong>{t('learning.start.licenceExpiringTitle')}</strong>
                  <p>{t('errors.licenceExpiringText', { date: formatDay(licence.validUntil) })}</p>
                </div>
                <LicenceShopLink>{t('errors.licenceRenew')}</LicenceShopLink>
              </div>
            )}
            {target && targetPlace ? (
              <ContinueCard
                target={target}
                locale={locale}
                context={`${targetPlace.topic.headline} · ${targetPlace.module.headline}`}
              />
            ) : loaded ? (
              <p>{t('learning.start.allDone')}</p>
            ) : (
              pending && (
                <ContinueCardPlaceholder
                  unfinished={likelyUnfinished(core.auth.learnElementMetadata.value)}
                />
              )
            )}
            <WorksCard locale={locale} />
          </div>
          {loaded ? (
            <ProgressPanel
              firstLesson={course.elements.find((element) => element.access) ?? null}
              course={summarise(course.elements, progress)}
              topics={course.topics.map((topic) => ({
                topic,
                summary: summarise(topicElements(topic), progress),
              }))}
            />
          ) : (
            pending && <ProgressPanelPlaceholder />
          )}
        </div>
      ) : (
        <div css={guestHero} part="welcome">
          <div>
            <h1>{t('learning.start.guestTitle')}</h1>
            <p>
              {loaded
                ? t('learning.start.guestText', {
                    count: course.topics.filter((topic) => topic.art !== 'SE').length,
                  })
                : t('learning.start.guestTextPending')}
            </p>
            <div css={guestActions}>
              {course.elements[0] ? (
                <AppButtonLink
                  to={elementPath(locale, course.elements[0])}
                  variant="secondary"
                  part="preview-link"
                >
                  <Icon shape={playIcon} size={16} />
                  {t('learning.start.tryFree')}
                </AppButtonLink>
              ) : (
                // Its place (where it goes is known with the course); out of sight and out of reach.
                pending && (
                  <AppButtonLink
                    to={pathFor('start', locale)}
                    variant="secondary"
                    style={{ visibility: 'hidden' }}
                    aria-hidden="true"
                    tabIndex={-1}
                  >
                    <Icon shape={playIcon} size={16} />
                    {t('learning.start.tryFree')}
                  </AppButtonLink>
                )
              )}
              <AppButtonLink to={pathFor('auth-login', locale)} variant="secondary">
                {t('learning.start.signIn')}
              </AppButtonLink>
            </div>
          </div>
          <ConductorPicture />
        </div>
      )}

      <section aria-labelledby="topics-title">
        <h2 id="topics-title" css={sectionTitle}>
          {t('learning.start.topicsTitle')}
        </h2>
        <p css={sectionIntro}>{t('learning.start.topicsIntro')}</p>
        {loaded ? <TopicLists lists={lists} locale={locale} summaryOf={summaryOf} /> : <CoursePending />}
      </section>

      {se.length > 0 && (
        <section css={section} aria-labelledby="se-title" part="se">
          <div css={[card, seBand]}>
            <SeLogo size={88} wordmark />
            <div>
              <h2 id="se-title" css={sectionTitle}>
                {t('learning.start.seTitle')}
              </h2>
              <p>{t('learning.start.seText')}</p>
              {se.some((topic) => topicAccess(topic) !== 'full') && (
                <span css={seTag}>{t('learning.start.seLicence')}</span>
              )}
            </div>
            <div>
              {se.map((topic) => (
                <TopicCard
                  key={topic.topicId}
                  topic={topic}
                  locale={locale}
                  summary={summaryOf(topic)}
                  lines={0}
                />
              ))}
            </div>
          </div>
        </section>
      )}

      {loaded && (
        <section css={[section, laidOutNearViewport(900)]} aria-labelledby="types-title">
          <h2 id="types-title" css={sectionTitle}>
            {t('learning.start.typesTitle')}
          </h2>
          <p css={sectionIntro}>{t('learning.search.hint')}</p>
          <TypesAndTools locale={locale} counts={counts} />
        </section>
      )}
    </main>
  );
}
