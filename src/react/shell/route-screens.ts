import { type ComponentType, type LazyExoticComponent, lazy, type MemoExoticComponent, memo } from 'react';
import { withTexts } from '../../core/i18n/register-texts';
import type { RouteParams } from '../../core/routing/routes';
import type { ScreenProps } from '../components/screen-props';

/** Requirements R8.4, R9.2: a lazy area that has not loaded after 120 s is a chunk-load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(area: string, cause?: unknown) {
    super(`Loading the ${area} area failed`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with a ChunkLoadError when `load` fails or takes longer than the timeout. */
export function withTimeout<M>(
  area: string,
  load: () => Promise<M>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(area)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(area, error));
      },
    );
  });
}

type Screen = ComponentType<ScreenProps>;

// The four lazy areas (requirements R2.26), plus My works and the player; each is its own chunk.
const AREAS = {
  base: () => import('../areas/base'),
  start: () => import('../areas/start'),
  topic: () => import('../areas/topic'),
  learnElement: () => import('../areas/learn-element'),
  works: () => import('../areas/works'),
  player: () => import('../areas/player'),
} as const;

type AreaName = keyof typeof AREAS;
type AreaModule<A extends AreaName> = Awaited<ReturnType<(typeof AREAS)[A]>>;

interface ScreenSource<A extends AreaName = AreaName> {
  area: A;
  pick: (module: AreaModule<A>) => Screen;
  /**
   * Starts the route's data as soon as its code is in, before the screen renders; what it returns
   * (a promise: a short, bounded wait) the screen's first render waits for too.
   */
  prepare?: Prepare<A>;
}

type Prepare<A extends AreaName> = (module: AreaModule<A>, params: RouteParams, search: string) => unknown;

const source = <A extends AreaName>(
  area: A,
  pick: (module: AreaModule<A>) => Screen,
  prepare?: Prepare<A>,
): ScreenSource => ({ area, pick, prepare }) as unknown as ScreenSource;

/** Which screen each route shows. The login route is rendered by the shell itself. */
const SOURCES: Record<string, ScreenSource> = {
  start: source('start', (m) => m.StartScreen),
  'start-topics': source('start', (m) => m.StartScreen),
  dashboard: source('start', (m) => m.StartScreen),
  topic: source('topic', (m) => m.TopicScreen),
  learnElement: source(
    'learnElement',
    (m) => m.LearnElementScreen,
    (m, params) => m.prepareLessonRoute(params),
  ),
  library: source('base', (m) => m.LibraryScreen),
  search: source('base', (m) => m.SearchScreen),
  profile: source('base', (m) => m.ProfileScreen),
  about: source('base', (m) => m.AboutScreen),
  faq: source('base', (m) => m.FaqScreen),
  dataprotection: source('base', (m) => m.DataProtectionScreen),
  imprint: source('base', (m) => m.ImprintScreen),
  debug: source('base', (m) => m.DebugScreen),
  tools: source('base', (m) => m.ToolsRouteScreen),
  works: source('works', (m) => m.WorksScreen),
  player: source(
    'player',
    (m) => m.PlayerScreen,
    (m, params, search) => m.openRouteEdition(params, search),
  ),
};

/** A routed screen: lazy, and memoised, so a re-render of the shell (a dialog, a toast) stops at it. */
type RoutedScreen = MemoExoticComponent<LazyExoticComponent<Screen>>;

const cache = new Map<string, RoutedScreen>();

interface AreaLoad {
  promise: Promise<unknown>;
  attempt: number;
  state: 'loading' | 'loaded' | 'failed';
}

/** One load per area, shared by its lazy screens and `screenLoading`; a retry (next attempt) loads a failed one again. */
const areaLoads = new Map<AreaName, AreaLoad>();

function loadArea(area: AreaName, attempt: number): AreaLoad {
  const known = areaLoads.get(area);
  if (known && (known.state !== 'failed' || known.attempt === attempt)) return known;
  const load: AreaLoad = {
    promise: withTimeout(area, AREAS[area] as () => Promise<unknown>).then(withTexts),
    attempt,
    state: 'loading',
  };
  load.promise.then(
    () => {
      load.state = 'loaded';
    },
    () => {
      load.state = 'failed';
    },
  );
  areaLoads.set(area, load);
  return load;
}

/**
 * The lazy screen of a route. `attempt` makes a fresh lazy component after a failure, so "try
 * again" really loads again (React keeps a failed lazy component failed).
 */
export function screenFor(routeName: string, attempt = 0): RoutedScreen | null {
  const found = SOURCES[routeName];
  if (!found) return null;
  const key = `${routeName}:${attempt}`;
  let screen = cache.get(key);
  if (!screen) {
    screen = memo(
      lazy(() =>
        loadArea(found.area, attempt).promise.then((module) => ({ default: found.pick(module as never) })),
      ),
    );
    cache.set(key, screen);
  }
  return screen;
}

/**
 * Null when the route's screen can render without waiting; otherwise starts loading its area and
 * returns the load (the same promise on every call until it settles, loaded or failed). The shell
 * shows its loading screen until then instead of a Suspense fallback: React holds back content
 * revealed after a fallback until 300 ms after the fallback showed, which every first view paid.
 */
export function screenLoading(
  routeName: string,
  attempt = 0,
  address: { params: RouteParams; search: string } = { params: {}, search: '' },
): Promise<unknown> | null {
  const found = SOURCES[routeName];
  if (!found) return null;
  const known = areaLoads.get(found.area);
  const load = loadArea(found.area, attempt);
  // A route whose area starts loading now starts its data as soon as the code is in, before its
  // screen renders. With the code already in, the screen renders at once and asks itself.
  if (load !== known && found.prepare) {
    const { prepare } = found;
    const prepared = load.promise
      .then((module) => prepare(module as never, address.params, address.search))
      .catch(() => {})
      .finally(() => preparing.delete(load));
    preparing.set(load, prepared);
  }
  return load.state === 'loading' ? load.promise : (preparing.get(load) ?? null);
}

/** The loads whose route is still preparing its first render (what `prepare` returned). */
const preparing = new Map<AreaLoad, Promise<unknown>>();

export const hasScreen = (routeName: string) => routeName in SOURCES;
