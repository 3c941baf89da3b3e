/** The parts every kind of lesson shares: its text's card, the text while it loads, the "done" line. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { checkIcon } from '../../components/icons/check';
import { useOnline } from '../../hooks/use-online';
import { visuallyHidden } from '../../styles/theme';
import { card } from '../learning.styles';
import { LessonHtml, type StepsRenderer } from '../lesson-html';
import { TextPlaceholder } from '../loading';
import { UnavailableOffline } from '../offline-notice';
import { RetryNotice } from '../retry-notice';

const lessonCard = css`
  padding: clamp(20px, 3vw, 36px);
`;

/** The line under a lesson's text: how far it is, and "done" once it is. */
export const doneLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 24px;
  padding-top: 18px;
  border-top: 1px solid var(--choir-color-border);
  font-size: 0.9375rem;
`;

const doneBadge = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: var(--choir-color-success);
  font-weight: 700;
`;

const placeholderLines = css`
  display: grid;
  gap: 0.9em;
  margin: 0;
`;

/** Where the lesson text will be: lines while it loads; offline or failed, a plain word why. */
export function PendingText({ state, onRetry }: { state: 'loading' | 'failed'; onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (state === 'failed')
    return online ? (
      <RetryNotice text={t('learning.element.textFailed')} onRetry={onRetry} />
    ) : (
      <UnavailableOffline text={t('learning.offline.text')} />
    );
  return (
    <article css={[card, lessonCard]} part="content" aria-busy="true">
      <p css={placeholderLines} role="status">
        <span css={visuallyHidden}>{t('learning.element.loading')}</span>
        {['92%', '86%', '95%', '60%'].map((width) => (
          <TextPlaceholder key={width} width={width} />
        ))}
      </p>
    </article>
  );
}

/** A lesson's text in its card (none while it has no text); `steps`: how an exercise draws its steps. */
export function LessonText({
  html,
  steps,
  children,
}: {
  html: string;
  steps?: StepsRenderer;
  children?: ReactNode;
}) {
  if (!html) return null;
  return (
    <article css={[card, lessonCard]} part="content">
      <LessonHtml html={html} {...(steps ? { steps } : {})} />
      {children}
    </article>
  );
}

/** The "done" of a completed lesson, on its done line. */
export function DoneBadge() {
  const { t } = useTranslation();
  return (
    <span css={doneBadge} part="done">
      <Icon shape={checkIcon} size={18} />
      {t('learning.element.isDone')}
    </span>
  );
}
