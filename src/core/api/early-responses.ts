/**
 * Responses to requests the app page started while the bundle was still loading. Its inline script
 * (see demo/index.html) starts the first view's GETs at once and leaves a function at
 * `globalThis[Symbol.for('choir-coach.early-responses')]` that hands over the response for the same
 * address and Authorization header, once. The matching lives in that page, not here, because every
 * element's page loads this module and only the app page has early responses.
 */
type TakeEarlyResponse = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> | undefined;

const EARLY_KEY = Symbol.for('choir-coach.early-responses');

/** `fetch` that first takes a response the page already requested; if that failed, it requests again. */
export function withEarlyResponses(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) =>
    (globalThis as { [EARLY_KEY]?: TakeEarlyResponse })
      [EARLY_KEY]?.(input, init)
      ?.catch(() => fetch(input, init)) ?? fetch(input, init);
}
