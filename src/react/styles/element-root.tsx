import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import {
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import { textsLoading } from '../../core/i18n/register-texts';
import { useCore } from '../hooks/use-core';
import { type Navigation, NavigationProvider } from '../hooks/use-navigation';
import { useHostTheme } from './host-theme';
import { insertNested, nestsNatively } from './native-nesting';
import { dropPlaceholder } from './placeholder-slot';
import { hostTokens } from './theme';

const caches = new WeakMap<Node, EmotionCache>();
let nesting: boolean | undefined;

/** The CSP nonce of the page, if it declares one (`<meta name="csp-nonce" content="…">`). */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/** One Emotion cache per shadow root, so styles land inside the root and never in the page. */
export function cacheFor(container: ShadowRoot | HTMLElement): EmotionCache {
  let cache = caches.get(container);
  if (!cache) {
    const nonce = pageNonce();
    cache = createCache({ key: 'choir', container, prepend: true, ...(nonce ? { nonce } : {}) });
    nesting ??= nestsNatively();
    if (nesting) insertNested(cache);
    caches.set(container, cache);
  }
  return cache;
}

/**
 * Renders its children once the texts that were loading when the element mounted are there (the
 * base texts with the first element, a feature's when its code loaded), so no key ever shows.
 * Later loads (a language change) never hide a mounted element: the switch happens when they end.
 * A state update rather than suspending: React holds back the reveal of suspended content until
 * 300 ms after its fallback showed, which every first view paid. The first render is a transition,
 * so React renders it in slices between which the browser stays responsive.
 */
function TextsGate({ container, children }: { container: ShadowRoot | HTMLElement; children: ReactNode }) {
  const [loading, setLoading] = useState(textsLoading);
  // In the commit that draws the element's first view, the host's placeholder goes.
  useLayoutEffect(() => {
    if (!loading) dropPlaceholder(container);
  }, [loading, container]);
  useEffect(() => {
    if (!loading) return;
    let mounted = true;
    void loading.then(() => mounted && startTransition(() => setLoading(null)));
    return () => {
      mounted = false;
    };
  }, [loading]);
  return loading ? null : children;
}

/**
 * Root of every element's React tree: styles into its shadow root, its colour scheme (`theme`: the
 * element's attribute; `themeFromSettings`: the app, which follows the user's setting), shared i18n
 * instance.
 */
export function ElementRoot({
  container,
  navigation,
  theme,
  themeFromSettings = false,
  children,
}: {
  container: ShadowRoot | HTMLElement;
  navigation: Navigation;
  theme?: unknown;
  themeFromSettings?: boolean;
  children: ReactNode;
}) {
  const core = useCore();
  const cache = useMemo(() => cacheFor(container), [container]);
  useHostTheme(container, theme, themeFromSettings);
  return (
    <CacheProvider value={cache}>
      <Global styles={hostTokens} />
      <I18nextProvider i18n={core.i18n}>
        <NavigationProvider value={navigation}>
          <Suspense fallback={null}>
            <TextsGate container={container}>{children}</TextsGate>
          </Suspense>
        </NavigationProvider>
      </I18nextProvider>
    </CacheProvider>
  );
}
