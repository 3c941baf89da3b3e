/**
 * Answers the app page asked for while the bundle was still loading. Its inline script (see
 * demo/index.html) starts the first view's GETs at once and leaves a function at
 * `globalThis[Symbol.for('choir-coach.early-answers')]` that hands over the answer for the same
 * address and Authorization header, once. The matching lives in that page, not here, because every
 * element's page loads this module and only the app page has early answers.
 */
type TakeEarlyAnswer = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> | undefined;

const EARLY_KEY = Symbol.for('choir-coach.early-answers');

/** `fetch` that first takes an answer the page already asked for; if that failed, it asks again. */
export function withEarlyAnswers(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) =>
    (globalThis as { [EARLY_KEY]?: TakeEarlyAnswer })
      [EARLY_KEY]?.(input, init)
      ?.catch(() => fetch(input, init)) ?? fetch(input, init);
}
