import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useCore } from '../hooks/use-core';
import { card, muted } from './learning.styles';
import { LoadingBlock } from './loading';

const notice = css`
  padding: 24px;
  p {
    margin: 0;
  }
`;

/** What was not kept for offline use says so plainly where it would be, instead of loading forever. */
export function UnavailableOffline({ text }: { text: string }) {
  return (
    <div css={[card, notice]} role="status" part="unavailable-offline">
      <p css={muted}>{text}</p>
    </div>
  );
}

/** While the course is not there: the skeleton, or, offline with no course kept on this device, a notice. */
export function CoursePending({ label }: { label?: string }) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  return core.topics.unavailableOffline.value ? (
    <UnavailableOffline text={t('learning.offline.course')} />
  ) : (
    <LoadingBlock {...(label ? { label } : {})} />
  );
}
