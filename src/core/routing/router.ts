import { signal } from '@preact/signals-core';

/** What the router needs of `window`, so it can be driven by a fake in tests. */
export interface HistoryHost {
  location: { pathname: string; search: string; hash: string };
  history: {
    pushState(data: unknown, unused: string, url: string): void;
    replaceState(data: unknown, unused: string, url: string): void;
  };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

export interface Router {
  /** Current path with query, e.g. `/de/start?x=1`. */
  readonly location: { value: { pathname: string; search: string } };
  navigate(to: string, options?: { replace?: boolean }): void;
  dispose(): void;
}

/** The browser-history router of the app shell: a signal of the location, push/replace, back/forward. */
export function createRouter(host: HistoryHost): Router {
  const read = () => ({ pathname: host.location.pathname, search: host.location.search });
  const location = signal(read());
  const onPop = () => {
    location.value = read();
  };
  host.addEventListener('popstate', onPop);
  return {
    location,
    navigate(to, options = {}) {
      const url = new URL(to, 'http://x');
      const current = location.value;
      if (url.pathname === current.pathname && url.search === current.search) return;
      if (options.replace) host.history.replaceState(null, '', to);
      else host.history.pushState(null, '', to);
      location.value = { pathname: url.pathname, search: url.search };
    },
    dispose: () => host.removeEventListener('popstate', onPop),
  };
}
