import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import { checkIcon } from '../components/icons/check';
import { card, muted } from './learning.styles';

/** The green tick of a completed element (labelled "Completed"). */
export function DoneTick({ size = 20 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <span
      css={css`
        display: inline-flex;
        color: var(--choir-color-success);
      `}
    >
      <Icon shape={checkIcon} size={size} label={t('learning.progress.done')} />
    </span>
  );
}

/** A load failure with "Try again" (video sources, musical examples). */
export function RetryNotice({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      css={[
        card,
        css`
          display: grid;
          gap: 12px;
          justify-items: start;
          padding: 24px;
          p {
            margin: 0;
          }
        `,
      ]}
      role="alert"
    >
      <p css={muted}>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('learning.element.retry')}
      </Button>
    </div>
  );
}
