import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { bookmarkIcon } from '../../components/icons/bookmark';
import { useCore } from '../../hooks/use-core';
import { useLearning } from '../../hooks/use-learning';
import { pressedTint } from '../../styles/recipes';
import { pillBase } from '../../styles/theme';

const toggle = css`
  ${pillBase};
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 16px;
  text-align: left;
  line-height: 1.25;
  ${pressedTint('var(--choir-color-primary)')};
`;

/** "Save to my library" as a toggle button (settings.library, synced). */
export function SaveToggle({ learnElementId }: { learnElementId: number }) {
  useSignals();
  const core = useCore();
  const learning = useLearning();
  const { t } = useTranslation();
  const saved = learning.isSaved(learnElementId);
  return (
    <button
      type="button"
      css={toggle}
      aria-pressed={saved}
      onClick={() => {
        const now = learning.toggleSaved(learnElementId);
        core.ui.showToast(t(now ? 'learning.element.savedToast' : 'learning.element.removedToast'));
      }}
      part="library-toggle"
    >
      <Icon shape={bookmarkIcon} size={18} filled={saved} />
      {saved ? t('learning.element.saved') : t('learning.element.save')}
    </button>
  );
}
