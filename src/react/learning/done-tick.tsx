import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { checkIcon } from '../components/icons/check';

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
