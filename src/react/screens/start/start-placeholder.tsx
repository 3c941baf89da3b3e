import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../core/format/date';
import { Button } from '../../components/button';
import { useCore } from '../../hooks/use-core';

const page = css`
  max-width: 960px;
  margin: 0 auto;
  padding: 40px 20px;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.75rem, 3vw, 2.25rem);
  }
  p {
    margin: 0 0 24px;
    color: var(--choir-color-muted);
  }
`;

const licence = css`
  display: inline-block;
  margin-bottom: 24px;
  padding: 8px 12px;
  border-radius: 999px;
  background: var(--choir-color-primary-soft);
  color: var(--choir-color-primary);
  font-weight: 600;
  font-size: 0.9375rem;
`;

/**
 * Stand-in start screen of the foundation issue: it proves the sign-in loop (greets the user by
 * name). The full start page replaces it in the learning issue.
 */
export function StartPlaceholder({ onLogout }: { onLogout?: () => void }) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const user = core.auth.user.value;
  const licenceState = core.licence.value;
  if (!user) return null;
  return (
    <main css={page}>
      <h1>{t('start.welcome', { name: user.firstName || user.username })}</h1>
      <p>{t('start.signedInAs', { email: user.email })}</p>
      {licenceState.validUntil && <span css={licence}>{formatDay(licenceState.validUntil)}</span>}
      <div>
        <Button variant="secondary" onClick={() => void core.session.logout().then(onLogout)}>
          {t('nav.logout')}
        </Button>
      </div>
    </main>
  );
}
