import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createRouter } from '../../core/routing/router';
import { pathFor, resolvePath, routeLocale } from '../../core/routing/routes';
import { useCore } from '../hooks/use-core';
import { LoginScreen } from '../screens/login/login-screen';
import { StartPlaceholder } from '../screens/start/start-placeholder';

const authLayout = css`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 48px 24px;
  background: var(--choir-color-background);
  @media (max-width: 859px) {
    padding: 0;
    place-items: start stretch;
  }
  & > * {
    width: min(1120px, 100%);
  }
`;

/**
 * The locale-routed app. This is the foundation's minimal shell: `/` and `/auth/login` lead to the
 * sign-in page, and after sign-in to the start page. The full shell grows from here.
 */
export function AppShell() {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const router = useMemo(() => createRouter(window), []);
  useEffect(() => () => router.dispose(), [router]);
  useEffect(
    () => core.onLoggedOut(() => router.navigate(pathFor('auth-login', routeLocale(core.language.value)))),
    [core, router],
  );
  useEffect(() => {
    core.markActive();
    void core.loadTopics();
    void core.loadPurchases();
  }, [core]);

  const { pathname, search } = router.location.value;
  const loggedIn = core.auth.isLoggedIn.value;
  const resolution = resolvePath(pathname, core.language.value, loggedIn);

  useEffect(() => {
    if (resolution.kind === 'redirect') router.navigate(resolution.to, { replace: true });
  }, [resolution, router]);

  useEffect(() => {
    document.title = `choir coach – ${t('app.tagline')}`;
  }, [t]);

  useEffect(() => {
    // A deep link in another route locale shows the interface in that language (not stored).
    if (resolution.kind === 'route' && routeLocale(core.i18n.language) !== resolution.locale) {
      void core.i18n.changeLanguage(resolution.locale);
    }
  }, [resolution, core]);

  if (resolution.kind !== 'route') return null;
  const { route, locale } = resolution;

  if (route.name === 'auth-login') {
    if (loggedIn) {
      const target = new URLSearchParams(search).get('redirect');
      queueMicrotask(() =>
        router.navigate(target?.startsWith('/') ? target : pathFor('start', locale), { replace: true }),
      );
      return null;
    }
    return (
      <div css={authLayout}>
        <LoginScreen
          onLogin={() => {
            const target = new URLSearchParams(search).get('redirect');
            router.navigate(
              target?.startsWith('/') ? target : pathFor('start', routeLocale(core.language.value)),
            );
          }}
        />
      </div>
    );
  }
  if (!loggedIn) {
    queueMicrotask(() => router.navigate(pathFor('auth-login', locale), { replace: true }));
    return null;
  }
  return <StartPlaceholder />;
}
