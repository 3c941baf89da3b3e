import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, routeLocale } from '../../core/routing/routes';
import { useAppLinkClick } from '../components/app-link';
import { Button, ButtonLink } from '../components/button';
import { Logo } from '../components/logo';
import { useCore } from '../hooks/use-core';
import { LoginScreen } from './login-screen';

const panel = css`
  display: grid;
  gap: 16px;
  padding: 24px clamp(20px, 4vw, 32px);
  background: var(--choir-color-surface);
  border-radius: var(--choir-radius);
  box-shadow: var(--choir-shadow);
  h1 {
    margin: 0;
    font-size: 1.375rem;
    line-height: 1.25;
  }
  p {
    margin: 0;
    color: var(--choir-color-muted);
    overflow-wrap: anywhere;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** The signed-in state of an embedded `choir-login`: who is signed in, sign out, open the app. */
function SignedIn({ takeFocus, onSignOut }: { takeFocus: boolean; onSignOut: () => void }) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const user = core.auth.user.value!;
  const startPath = pathFor('start', routeLocale(core.language.value));
  const { navigation, click } = useAppLinkClick(startPath);

  // The sign-in replaced the form the user was in: take focus along, so keyboard users are not lost.
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  async function signOut() {
    setBusy(true);
    await core.session.logout();
    onSignOut();
  }

  return (
    <main css={panel} part="base signed-in">
      <Logo size={36} />
      <h1 ref={heading} tabIndex={-1}>
        {t('signIn.signedInTitle')}
      </h1>
      <p>{t('signIn.signedInText', { name: user.username, email: user.email })}</p>
      <div css={actions}>
        <Button variant="secondary" busy={busy} onClick={signOut} part="sign-out">
          {t('nav.logout')}
        </Button>
        {core.config.value.appUrl && (
          <ButtonLink href={navigation.href(startPath)} onClick={click} part="open-app">
            {t('signIn.openApp')}
          </ButtonLink>
        )}
      </div>
    </main>
  );
}

/**
 * `<choir-login>` on a host page: the sign-in form, or, once signed in (here or in any other
 * element of the page), who is signed in with a sign-out button. Unlike the app's login page it
 * does not take focus on load: the host page decides where the user starts.
 */
export function EmbeddedLogin() {
  useSignals();
  const core = useCore();
  // Focus follows the user's own action here: to the panel after signing in, to the form after signing out.
  const [actedHere, setActedHere] = useState(false);
  if (core.auth.user.value) return <SignedIn takeFocus={actedHere} onSignOut={() => setActedHere(true)} />;
  return <LoginScreen autoFocus={actedHere} onLogin={() => setActedHere(true)} />;
}
