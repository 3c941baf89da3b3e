import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { lockIcon } from '../components/icons/lock';
import { sparkleIcon } from '../components/icons/sparkle';
import type { TopicAccess } from './access';
import { chip } from './learning.styles';

/** "Locked" or "Free preview" for a topic or element the user cannot fully open. */
export function AccessChip({ access }: { access: TopicAccess }) {
  const { t } = useTranslation();
  if (access === 'full') return null;
  const locked = access === 'locked';
  return (
    <span
      css={[
        chip,
        css`
          color: ${locked ? 'var(--choir-color-muted)' : 'var(--choir-color-success)'};
          background: ${locked ? 'var(--choir-color-background)' : 'var(--choir-color-success-soft)'};
          border: 1px solid ${locked ? 'var(--choir-color-border)' : 'transparent'};
        `,
      ]}
      part="access"
    >
      <Icon shape={locked ? lockIcon : sparkleIcon} size={14} />
      {t(locked ? 'learning.topic.locked' : 'learning.topic.free')}
    </span>
  );
}
