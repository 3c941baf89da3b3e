import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { card, muted } from './learning.styles';

/** A load failure with "Try again" (lesson texts, video sources, musical examples). */
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
