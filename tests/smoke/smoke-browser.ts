/**
 * What the smoke walk needs of a browser, the same for Firefox (puppeteer-core over WebDriver BiDi,
 * firefox.ts) and WebKitGTK (classic WebDriver, webkit.ts): open an address, run a function in the
 * page, and click and type with real (trusted) input, as a user's gesture starts audio.
 */
export interface SmokeBrowser {
  /** The engine and its version, for messages. */
  readonly name: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page with the helpers below and JSON arguments; resolves to its JSON result. */
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /** Clicks the first element `selector` finds through open shadow roots (fails when none). */
  click(selector: string): Promise<void>;
  /** Types into the first element `selector` finds through open shadow roots. */
  type(selector: string, text: string): Promise<void>;
  /**
   * Takes the page's network away as the device losing it would (`navigator.onLine` false, the
   * offline worker's requests failing too). Only where the driver can: WebKitWebDriver cannot.
   */
  setOffline?(): Promise<void>;
  /** Ends the browser and whatever it started; safe to call twice. */
  close(): Promise<void>;
}

export type PageFunction<Args extends unknown[], Result> = (
  dom: PageHelpers,
  ...args: Args
) => Result | Promise<Result>;

/**
 * Runs in the page (its source is sent there): the app's elements render into shadow roots, which
 * `querySelector` does not enter.
 */
export function pageHelpers() {
  const pierceAll = (selector: string, root: Document | ShadowRoot = document): Element[] => {
    const found = [...root.querySelectorAll(selector)];
    for (const element of root.querySelectorAll('*'))
      if (element.shadowRoot) found.push(...pierceAll(selector, element.shadowRoot));
    return found;
  };
  /** The text of a node as the page shows it, shadow roots included (no style or script text). */
  const text = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof HTMLStyleElement || node instanceof HTMLScriptElement) return '';
    let shown = node instanceof Element && node.shadowRoot ? text(node.shadowRoot) : '';
    for (const child of node.childNodes) shown += text(child);
    return shown.replace(/\s+/g, ' ');
  };
  return { pierceAll, pierce: (selector: string) => pierceAll(selector)[0] ?? null, text };
}

export type PageHelpers = ReturnType<typeof pageHelpers>;

/**
 * One expression that runs `fn` in the page and evaluates to (a promise of) its result. tsx wraps
 * named functions in `__name(...)` calls: the page gets a `__name` that leaves them as they are.
 */
export function pageExpression<Args extends unknown[], Result>(
  fn: PageFunction<Args, Result>,
  args: Args,
): string {
  return `(async () => { const __name = (f) => f; return (${fn})((${pageHelpers})(), ...${JSON.stringify(args)}); })()`;
}
