import { useSignals } from '@preact/signals-react/runtime';
import { type RefObject, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../core/contract/api';
import type { RouteParams } from '../../core/routing/routes';
import { routeFrame } from '../../core/shell/route-frame';
import type { ShellController } from '../../core/shell/shell-controller';
import { LoginScreen } from '../login';
import { LanguageSwitch } from './chrome/language-switch';
import { ChunkBoundary } from './chunk-boundary';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { ChunkErrorScreen, LoadingScreen, NotFoundScreen } from './layouts/error-screens';
import { LearnElementLayout } from './layouts/learn-element-layout';
import { screenFor } from './route-screens';
import { useScreenReady } from './use-screen-ready';

interface RoutedViewProps {
  shell: ShellController;
  supportMail: string;
  /** True until the first routed screen is drawn: loading shows the page's draft of it. */
  firstView: RefObject<boolean>;
}

/** What the address shows: the sign-in page, a routed screen in its layout, or "not found". */
export function RoutedView({ shell, supportMail, firstView }: RoutedViewProps) {
  useSignals();
  const { t } = useTranslation();
  const { resolution, routeName, locale, search, signedIn } = shell.address.value;
  const attempt = shell.attempt.value;
  const ready = useScreenReady(
    routeName,
    attempt,
    resolution.kind === 'route' ? { params: resolution.params, search } : undefined,
  );
  if (resolution.kind === 'notFound') return <NotFoundScreen locale={resolution.locale} />;
  if (resolution.kind === 'redirect') return null;
  const { route, params } = resolution;
  if (route.name === 'auth-login')
    return signedIn ? null : (
      <AuthLayout corner={<LanguageSwitch onChange={shell.changeLanguage} />}>
        <LoginScreen onLogin={() => shell.signedIn(search)} />
      </AuthLayout>
    );
  const frame = routeFrame(route, params, locale, search);
  const Layout = frame.learnElement ? LearnElementLayout : DefaultLayout;
  return (
    <Layout
      locale={locale}
      supportMail={supportMail}
      narrow={frame.narrow}
      footer={!frame.immersive}
      immersive={frame.immersive}
      learnElementId={frame.learnElementId}
      backTo={frame.backTo}
      backLabel={t(frame.backLabel)}
      onLanguage={shell.changeLanguage}
      onSearch={shell.openSearch}
      onOptions={shell.openOptions}
      onIntroduction={shell.openIntroduction}
      onVersion={shell.openVersion}
      initialQuery={frame.initialQuery}
      onSettings={shell.openOptions}
    >
      {ready ? (
        <RouteScreen
          shell={shell}
          name={route.name}
          attempt={attempt}
          locale={locale}
          params={params}
          search={search}
          firstView={firstView}
        />
      ) : (
        <LoadingScreen pageDraft={firstView.current} />
      )}
    </Layout>
  );
}

/** The route's lazy screen, once its code and texts are in; a retry screen when they failed to load. */
function RouteScreen({
  shell,
  name,
  attempt,
  firstView,
  ...screen
}: {
  shell: ShellController;
  name: string;
  attempt: number;
  locale: Locale;
  params: RouteParams;
  search: string;
  firstView: RefObject<boolean>;
}) {
  const Screen = screenFor(name, attempt);
  if (!Screen) return <NotFoundScreen locale={screen.locale} />;
  return (
    <ChunkBoundary onRetry={shell.retryScreen} fallback={(retry) => <ChunkErrorScreen onRetry={retry} />}>
      <Suspense fallback={<LoadingScreen pageDraft={firstView.current} />}>
        <Screen {...screen} />
        {firstView.current && (
          <OnShown
            run={() => {
              firstView.current = false;
            }}
          />
        )}
      </Suspense>
    </ChunkBoundary>
  );
}

/** Runs `run` once its Suspense boundary shows its content (not while the fallback shows). */
function OnShown({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when shown.
  useEffect(run, []);
  return null;
}
