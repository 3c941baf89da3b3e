/**
 * Debian's Firefox ESR (`firefox-esr`, installed by scripts/ensure-test-packages.sh), driven by
 * puppeteer-core over WebDriver BiDi: Playwright drives only its own patched Firefox builds.
 */
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { pageExpression, type SmokeBrowser } from './smoke-browser';

const FIREFOX_PATH = '/usr/bin/firefox-esr';

export async function openFirefox(): Promise<SmokeBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  let page: Page;
  try {
    page = await browser.newPage();
  } catch (error) {
    await browser.close();
    throw error;
  }
  const find = async (selector: string) => {
    const handle = await page.evaluateHandle(pageExpression((dom, wanted) => dom.pierce(wanted), [selector]));
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`Firefox: nothing matches ${selector}`);
    return element;
  };
  return {
    name: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    evaluate: async (fn, ...args) => (await page.evaluate(pageExpression(fn, args))) as never,
    click: async (selector) => {
      await (await find(selector)).click();
    },
    type: async (selector, text) => {
      await (await find(selector)).type(text);
    },
    // WebDriver BiDi's network emulation: it reaches the offline worker's requests too.
    setOffline: () => page.setOfflineMode(true),
    close: async () => {
      if (browser.connected) await browser.close();
    },
  };
}
