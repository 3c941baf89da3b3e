import { apiPathOf, KEPT_API_PATHS } from './kept-api-paths';

/** At most this many requests are kept to repeat (a first view makes a handful). */
const LIMIT = 30;

export interface EarlyGets {
  /** `fetch`, noting the kept API calls made while no offline worker controls the page. */
  fetch: typeof globalThis.fetch;
  /** Asks for the noted calls again, now through the worker, which keeps their responses. */
  repeat(): void;
}

/**
 * A first visit registers the offline worker once the page is idle, so the start page's own calls
 * (topics, settings, purchases) pass before it: nothing would be kept for an offline reload unless
 * the user opened the app a second time. Repeating them once the worker takes control makes the
 * first visit enough, on the API's own origin and on an app host with the API elsewhere.
 */
export function recordEarlyGets(options: {
  fetch: typeof globalThis.fetch;
  apiBase: () => string;
  controlled: () => boolean;
}): EarlyGets {
  const noted = new Map<string, Request>();
  return {
    fetch(input, init) {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method.toUpperCase() === 'GET' && !options.controlled()) {
        const request = new Request(input, init);
        const path = apiPathOf(request.url, new URL(options.apiBase(), globalThis.location?.href).href);
        if (path !== null && KEPT_API_PATHS.test(path)) {
          noted.delete(request.url);
          noted.set(request.url, request);
          if (noted.size > LIMIT) noted.delete(noted.keys().next().value!);
        }
      }
      return options.fetch(input, init);
    },
    repeat() {
      const requests = [...noted.values()];
      noted.clear();
      // Only for the worker's cache: a failure changes nothing the user sees.
      for (const request of requests) void options.fetch(request).catch(() => undefined);
    },
  };
}
