import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Locale } from '../../core/contract/api';
import { menuTexts } from '../../core/i18n/features/menus';
import { shellTexts } from '../../core/i18n/features/shell';
import { rememberPlainTexts } from '../../core/i18n/memo-t';
import { registerTexts } from '../../core/i18n/register-texts';
import { type ConsentConfig, loadConsent } from '../../core/integrations/consent';
import { createTagManager, type TagManagerConfig } from '../../core/integrations/tag-manager';
import { keepTopicTextsLoaded } from '../../core/offline/keep-topic-texts';
import { offlineWorkerUrl, registerOfflineWorker } from '../../core/offline/register-worker';
import { pageTitle } from '../../core/routing/page-title';
import { resolvePath, switchLocale } from '../../core/routing/resolve-path';
import { createRouter } from '../../core/routing/router';
import { languageOnRoute, pathFor, routeLocale } from '../../core/routing/routes';
import {
  pickLanguageBeforeSignIn,
  takeLanguagePickedBeforeSignIn,
} from '../../core/session/sign-in-language';
import { afterLoadWhenIdle } from '../../core/util/when-idle';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useCore } from '../hooks/use-core';
import { type Navigation, NavigationProvider } from '../hooks/use-navigation';
import { LoginScreen } from '../login';
import { OptionsDialog } from '../options';
import { AlertDialog } from './chrome/alert-dialog';
import { LanguageSwitch } from './chrome/language-switch';
import { OnboardingDialog } from './chrome/onboarding-dialog';
import { Toast } from './chrome/toast';
import { VersionDialog } from './chrome/version-dialog';
import { ChunkBoundary } from './chunk-boundary';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { ChunkErrorScreen, LoadingScreen, NotFoundScreen } from './layouts/error-screens';
import { LearnElementLayout } from './layouts/learn-element-layout';
import { screenFor } from './route-screens';
import { useOnboardingOnce } from './use-onboarding-once';
import { useScreenReady } from './use-screen-ready';

registerTexts(shellTexts, menuTexts);

export interface AppShellProps {
  supportMail?: string;
  /** Consent banner and tag manager, as configured by the deployer (none by default). */
  integrations?: { consent?: ConsentConfig; tagManager?: TagManagerConfig };
}

/** The complete locale-routed app (requirements R2.1-R2.8): routes, layouts, chrome and global dialogs. */
/**
 * How long after the page has loaded a first view without topics asks for them: its own data (a
 * score's first pages and its recording) takes a phone about this long.
 */
const TOPICS_LATER_MS = 5000;

export function AppShell({ supportMail = 'support@choir-coach.example', integrations }: AppShellProps) {
  useSignals();
  const core = useCore();
  // The full app renders many texts on every screen; an embedded element's page (the works list
  // has a 130 KB budget) does without the memo's code.
  rememberPlainTexts(core.i18n);
  const { t } = useTranslation();
  const router = useMemo(() => createRouter(window), []);
  const [attempt, setAttempt] = useState(0);
  // Until the first routed screen is drawn, loading shows the page's draft of it (LoadingScreen).
  // A ref, not state: it turns false once, after that commit, and nothing needs to render for it.
  const firstView = useRef(true);
  const [versionOpen, setVersionOpen] = useState(false);
  const dialogsMounted = useAfterFirstPaint(
    core.ui.optionsOpen.value || core.ui.onboarding.value || versionOpen,
  );
  useEffect(() => () => router.dispose(), [router]);
  const closeOnboarding = useOnboardingOnce(core);

  const { pathname, search } = router.location.value;
  const loggedIn = core.auth.isLoggedIn.value;
  const language = core.language.value;
  const resolution = useMemo(() => resolvePath(pathname, language, loggedIn), [pathname, language, loggedIn]);
  const locale: Locale = resolution.kind === 'redirect' ? routeLocale(language) : resolution.locale;

  const navigation = useMemo<Navigation>(
    () => ({
      navigate: (path, options) => router.navigate(path, options),
      href: (path) => path,
      isCurrent: (path) => router.location.value.pathname === path,
    }),
    [router],
  );

  useLayoutEffect(() => core.configure({ supportMail }), [core, supportMail]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first view's route decides once.
  useEffect(() => {
    core.markActive();
    void core.session.refresh();
    // A first view without topics leaves the bandwidth to its own data (routes.ts, `topicsLater`);
    // they come later for the next page (a learning screen asks for them itself when it opens).
    if (resolution.kind === 'route' && resolution.route.topicsLater)
      afterLoadWhenIdle(() => setTimeout(() => void core.loadTopics(), TOPICS_LATER_MS));
    else void core.loadTopics();
    void core.loadPurchases();
    // The offline worker belongs to the origin that serves the app and its bundle (its API may be
    // elsewhere), never to a page that embeds elements from another origin.
    if (typeof import.meta.url === 'string' && new URL(import.meta.url).origin === location.origin) {
      afterLoadWhenIdle(() =>
        registerOfflineWorker(
          {
            log: (message, detail) => console.info(`[choir-coach] ${message}`, detail ?? ''),
            onUpdated: (activate) =>
              core.ui.showAlert({
                title: core.i18n.t('shell.updateReady'),
                text: '',
                buttons: [{ label: core.i18n.t('shell.reload'), action: activate, primary: true }],
              }),
          },
          offlineWorkerUrl({
            apiBase: core.apiBase.value,
            // A host that serves the app on a page other than `/` names it (demo/hosts/app.html).
            appPage: document.querySelector<HTMLMetaElement>('meta[name="choir-app-page"]')?.content || '/',
            pageUrl: location.href,
            moduleUrl: import.meta.url,
          }),
        ),
      );
      afterLoadWhenIdle(() => keepTopicTextsLoaded(core));
    }
  }, [core]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the banner loads once, in the language of the first render.
  useEffect(() => {
    loadConsent(document.body, integrations?.consent, core.i18n.language);
  }, []);
  const tagManager = useMemo(() => createTagManager(integrations?.tagManager, window), [integrations]);

  useEffect(
    () => core.onLoggedOut(() => router.navigate(pathFor('auth-login', routeLocale(core.language.value)))),
    [core, router],
  );

  useEffect(() => {
    if (resolution.kind === 'redirect') router.navigate(resolution.to, { replace: true });
  }, [resolution, router]);

  useEffect(() => {
    // A deep link in another route locale shows the interface in that language (not stored); the
    // stored language wins where the route allows it (French pages live under `en`).
    if (resolution.kind === 'redirect') return;
    const signingIn = resolution.kind === 'route' && resolution.route.name === 'auth-login';
    core.pageLocale.value = signingIn ? null : resolution.locale;
    const wanted = languageOnRoute(core.auth.settings.value.language, resolution.locale);
    if (core.i18n.language !== wanted) void core.i18n.changeLanguage(wanted);
  }, [resolution, core]);

  const routeName = resolution.kind === 'route' ? resolution.route.name : 'notFound';
  const screenReady = useScreenReady(
    routeName,
    attempt,
    resolution.kind === 'route' ? { params: resolution.params, search } : undefined,
  );
  useEffect(() => {
    document.title = pageTitle(routeName, t);
    tagManager.pageView(pathname, document.title);
  }, [routeName, t, pathname, tagManager]);

  const redirectTarget = () => {
    const target = new URLSearchParams(search).get('redirect');
    return target?.startsWith('/') && !target.startsWith('//')
      ? target
      : pathFor('start', routeLocale(core.language.value));
  };

  useEffect(() => {
    if (routeName === 'auth-login' && loggedIn) router.navigate(redirectTarget(), { replace: true });
  });

  const openOptions = () => {
    core.ui.optionsOpen.value = true;
  };

  /** Stores the interface language (also before sign-in) and moves the route to its locale (fr: en). */
  function changeLanguage(next: Language) {
    // A language picked on the sign-in page wins over the one stored with the account.
    if (!loggedIn) pickLanguageBeforeSignIn(core.env, next);
    core.session.updateSettings({ language: next });
    router.navigate(
      switchLocale(router.location.value.pathname, routeLocale(next)) + router.location.value.search,
    );
  }

  let body = null;
  if (resolution.kind === 'notFound') {
    body = <NotFoundScreen locale={resolution.locale} />;
  } else if (resolution.kind === 'route') {
    const { route, params } = resolution;
    if (route.name === 'auth-login') {
      body = loggedIn ? null : (
        <AuthLayout corner={<LanguageSwitch onChange={changeLanguage} />}>
          <LoginScreen
            onLogin={() => {
              const picked = takeLanguagePickedBeforeSignIn(core.env);
              if (!picked) return router.navigate(redirectTarget());
              core.session.updateSettings({ language: picked });
              router.navigate(switchLocale(redirectTarget(), routeLocale(picked)));
            }}
          />
        </AuthLayout>
      );
    } else {
      const Screen = screenFor(route.name, attempt);
      const backTo =
        route.name === 'learnElement' && params.topicId !== undefined
          ? pathFor('topic', locale, { topicId: params.topicId })
          : route.name === 'player'
            ? pathFor('works', locale)
            : pathFor('start', locale);
      const screen = !screenReady ? (
        <LoadingScreen pageDraft={firstView.current} />
      ) : Screen ? (
        <ChunkBoundary
          onRetry={() => setAttempt((n) => n + 1)}
          fallback={(retry) => <ChunkErrorScreen onRetry={retry} />}
        >
          <Suspense fallback={<LoadingScreen pageDraft={firstView.current} />}>
            <Screen locale={locale} params={params} search={search} />
            {firstView.current && (
              <OnShown
                run={() => {
                  firstView.current = false;
                }}
              />
            )}
          </Suspense>
        </ChunkBoundary>
      ) : (
        <NotFoundScreen locale={locale} />
      );
      const Layout = route.layout === 'learnElement' ? LearnElementLayout : DefaultLayout;
      body = (
        <Layout
          locale={locale}
          supportMail={supportMail}
          narrow={route.layout === 'simple'}
          // The player layout: the score takes the whole height, no footer.
          footer={route.layout !== 'player'}
          immersive={route.layout === 'player'}
          learnElementId={params.learnElementId === undefined ? undefined : Number(params.learnElementId)}
          // The start page is where the arrow leads: none there (it would link to itself).
          backTo={route.name === 'start' ? undefined : backTo}
          backLabel={route.name === 'learnElement' ? t('shell.backToTopic') : t('shell.toStart')}
          onLanguage={changeLanguage}
          onSearch={(query) => router.navigate(`${pathFor('search', locale)}?q=${encodeURIComponent(query)}`)}
          onOptions={openOptions}
          onIntroduction={() => {
            core.ui.onboarding.value = true;
          }}
          onVersion={() => setVersionOpen(true)}
          initialQuery={route.name === 'search' ? (new URLSearchParams(search).get('q') ?? '') : ''}
          onSettings={openOptions}
        >
          {screen}
        </Layout>
      );
    }
  }

  return (
    <NavigationProvider value={navigation}>
      {body}
      <Toast />
      <AlertDialog />
      {/* Closed at first: mounted after the first view is painted. */}
      {dialogsMounted && (
        <>
          <OptionsDialog
            open={core.ui.optionsOpen.value}
            onClose={() => {
              core.ui.optionsOpen.value = false;
            }}
            onLanguageChange={(language) =>
              router.navigate(
                switchLocale(router.location.value.pathname, routeLocale(language)) +
                  router.location.value.search,
              )
            }
          />
          <OnboardingDialog open={core.ui.onboarding.value} onClose={closeOnboarding} />
          <VersionDialog open={versionOpen} onClose={() => setVersionOpen(false)} supportMail={supportMail} />
        </>
      )}
    </NavigationProvider>
  );
}

/** Runs `run` once its Suspense boundary shows its content (not while the fallback shows). */
function OnShown({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when shown.
  useEffect(run, []);
  return null;
}
