/**
 * Answers the app page asked for while the bundle was still loading: its inline script (see
 * demo/index.html) starts the first view's GETs at once and leaves them at
 * `globalThis[Symbol.for('choir-coach.early-answers')]`. A GET of the client for the same absolute
 * address with the same Authorization header takes that answer instead of asking again, once; if
 * the early request failed, it asks again. Kept this small because every element's page loads it.
 */
interface EarlyAnswer {
  url: string;
  /** The Authorization header it was sent with (`Bearer …`), or null. */
  authorization: string | null;
  answer: Promise<Response>;
}

const EARLY_KEY = Symbol.for('choir-coach.early-answers');

/** `fetch` that first looks for an answer the page already asked for. */
export function withEarlyAnswers(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const waiting = (globalThis as { [EARLY_KEY]?: EarlyAnswer[] })[EARLY_KEY] ?? [];
    const index = waiting.findIndex(
      (early) =>
        (init?.method ?? 'GET') === 'GET' &&
        early.url === new URL(String(input), location.href).href &&
        early.authorization === new Headers(init?.headers).get('authorization'),
    );
    const early = index < 0 ? undefined : waiting.splice(index, 1)[0];
    return early ? early.answer.catch(() => fetch(input, init)) : fetch(input, init);
  };
}
