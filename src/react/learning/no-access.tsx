import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../core/contract/api';
import { pathFor } from '../../core/routing/routes';
import { AppLink } from '../components/app-link';
import { Icon } from '../components/icon';
import { lockIcon } from '../components/icons/lock';
import { LicenceShopLink } from '../components/licence-shop-link';
import { useCore } from '../hooks/use-core';
import { iconBadge } from '../styles/recipes';
import { card } from './learning.styles';

const box = css`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 40px 24px;
  text-align: center;
  border-top: 5px solid var(--choir-color-warning);
  h2 {
    margin: 0;
    font-size: 1.75rem;
  }
  p {
    margin: 0;
    max-width: 46ch;
    color: var(--choir-color-muted);
  }
  p a {
    color: var(--choir-color-primary);
    font-weight: 600;
  }
`;

const badge = css`
  ${iconBadge(64)};
  background: var(--choir-color-warning-soft);
  color: var(--choir-color-warning);
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  margin-top: 8px;
`;

/** Requirements R8.10 "Video not purchased": "Ups!", the no-access text and a button to the webshop. */
export function NoAccessNotice({ locale, returnPath }: { locale: Locale; returnPath?: string }) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const loggedIn = core.auth.isLoggedIn.value;
  const login = `${pathFor('auth-login', locale)}${returnPath ? `?redirect=${encodeURIComponent(returnPath)}` : ''}`;
  return (
    <section css={[card, box]} role="alert" aria-labelledby="no-access-title" part="no-access">
      <span css={badge} aria-hidden="true">
        <Icon shape={lockIcon} size={30} />
      </span>
      <h2 id="no-access-title">{t('errors.notPurchasedTitle')}</h2>
      <p>{t('errors.notPurchasedText')}</p>
      <div css={actions}>
        <LicenceShopLink part="shop-link">{t('errors.toWebshop')}</LicenceShopLink>
      </div>
      {!loggedIn && (
        <p>
          {t('learning.element.haveLicence')} <AppLink to={login}>{t('learning.element.signIn')}</AppLink>
        </p>
      )}
    </section>
  );
}
