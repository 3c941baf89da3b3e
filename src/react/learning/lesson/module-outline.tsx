import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import type { LocalModule } from '../../../core/learning/localise';
import { elementPath } from '../../../core/learning/paths';
import { DONE_AT } from '../../../core/learning/progress';
import { AppLink } from '../../components/app-link';
import { Icon } from '../../components/icon';
import { lockIcon } from '../../components/icons/lock';
import { TypeIcon } from '../../components/type-icon';
import { useCore } from '../../hooks/use-core';
import { DoneTick } from '../done-tick';
import { useElementProgress } from '../use-learner-progress';

const list = css`
  display: grid;
  gap: 2px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 10px;
    padding: 8px 10px;
    border-radius: 8px;
    color: inherit;
    text-decoration: none;
    line-height: 1.35;
  }
  a:hover {
    background: var(--choir-color-background);
  }
  a[data-current] {
    background: var(--choir-color-primary-soft);
    color: var(--choir-color-primary);
    font-weight: 700;
  }
`;

/** The elements of the current module, with the current one marked and each one's state. */
export function ModuleOutline({
  module,
  current,
  locale,
  titleId,
}: {
  module: LocalModule;
  current: number;
  locale: Locale;
  titleId: string;
}) {
  useSignals();
  const loggedIn = useCore().auth.isLoggedIn.value;
  const { t } = useTranslation();
  return (
    <>
      <h2
        id={titleId}
        css={css`
          margin: 0;
          font-size: 1rem;
        `}
      >
        {t('learning.element.inThisModule')}
      </h2>
      <ol css={list}>
        {module.learnElements.map((element) => (
          <li key={element.learnElementId}>
            <AppLink
              to={elementPath(locale, element)}
              data-current={element.learnElementId === current ? '' : undefined}
            >
              <TypeIcon type={element.type} size={18} />
              <span>{element.headline}</span>
              {!element.access ? (
                <Icon shape={lockIcon} size={16} label={t('learning.topic.locked')} />
              ) : loggedIn ? (
                <DoneMark learnElementId={element.learnElementId} />
              ) : (
                <span />
              )}
            </AppLink>
          </li>
        ))}
      </ol>
    </>
  );
}

/** A tick once the element is done; it alone re-renders while its progress is written. */
function DoneMark({ learnElementId }: { learnElementId: number }) {
  useSignals();
  return useElementProgress(learnElementId) >= DONE_AT ? <DoneTick size={18} /> : <span />;
}
