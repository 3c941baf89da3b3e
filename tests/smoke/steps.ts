/** What a user does on a page, for the smoke walk in any engine: wait to see something, fill, sign in. */
import type { PageFunction, PageHelpers, SmokeBrowser } from './smoke-browser';

/**
 * Polls `fn` in the page until it returns something truthy and returns that; a navigation in between
 * is waited out. Fails after `timeout` ms, naming `what` and the last answer.
 */
export async function until<Args extends unknown[], Result>(
  browser: SmokeBrowser,
  what: string,
  fn: PageFunction<Args, Result>,
  args: Args,
  timeout = 15_000,
): Promise<Result> {
  const end = Date.now() + timeout;
  let last: unknown;
  while (Date.now() < end) {
    try {
      last = await browser.evaluate(fn, ...args);
      if (last) return last as Result;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const page = await browser
    .evaluate((dom) => `${location.href}: ${dom.text(document.body).trim().slice(0, 300)}`)
    .catch((error: Error) => error.message);
  throw new Error(
    `${browser.name}: ${what}: not seen within ${timeout} ms (last answer: ${JSON.stringify(last)}; the page: ${page})`,
  );
}

/** Signs in through the sign-in form on the page (the app's, or a `choir-login` element's). */
export async function signInThroughForm(browser: SmokeBrowser, email: string, password: string) {
  await until(browser, 'the sign-in form', (dom) => dom.pierce('input[name="email"]') !== null, []);
  await fill(browser, 'input[name="email"]', email);
  await fill(browser, 'input[name="password"]', password);
  await browser.click('[part~="submit"]');
}

/**
 * Types `text` into an empty field and checks that the field holds it: keys typed while the form
 * is still rendered anew (a slow first load) can be lost, and are then typed again.
 */
async function fill(browser: SmokeBrowser, selector: string, text: string) {
  for (let attempt = 1; ; attempt++) {
    await browser.evaluate(clearField, selector);
    await browser.type(selector, text);
    const held = await browser.evaluate(
      (dom, wanted) => (dom.pierce(wanted) as HTMLInputElement | null)?.value ?? null,
      selector,
    );
    if (held === text) return;
    if (attempt === 3)
      throw new Error(`${browser.name}: ${selector} holds ${JSON.stringify(held)} after typing`);
  }
}

/** Empties a field as React sees it (its own value setter, then an input event). */
function clearField(dom: PageHelpers, selector: string) {
  const field = dom.pierce(selector) as HTMLInputElement | null;
  if (!field || field.value === '') return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
