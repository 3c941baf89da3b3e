/** Helpers of the dark-mode end-to-end tests (issue 36). */
import { expect, type Locator, type Page } from '@playwright/test';
import { AXE_PATH } from './common';

/** Where the screenshots to look at go (not committed). */
export const SHOTS = '.tmp/shots/dark';

/** The scheme an element draws in: its host's `data-theme`, which picks the token set. */
export function drawnScheme(page: Page, element: Locator = page.locator('choir-app')) {
  return element.evaluate((host) => host.getAttribute('data-theme'));
}

/**
 * Waits until the page draws in `scheme`: the element's `data-theme`, then the colour transitions
 * a switch starts (buttons fade their colours), so nothing is measured halfway.
 */
export async function schemeDrawn(
  page: Page,
  scheme: 'light' | 'dark',
  element: Locator = page.locator('choir-app'),
) {
  await expect.poll(() => drawnScheme(page, element)).toBe(scheme);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The background colour an element's view paints, as the browser computed it. */
export function backgroundOf(element: Locator) {
  return element.evaluate((node) => getComputedStyle(node).backgroundColor);
}

/**
 * Brings every part of the page near the viewport once. Parts laid out only near it
 * (`content-visibility: auto`) keep the colours of their last rendering until then, in
 * getComputedStyle too, so axe would read a scheme they will never be shown in.
 */
async function renderWholePage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
    scrollTo(0, 0);
  });
}

/** axe's colour-contrast rule over the page, open shadow roots included: where text misses it. */
export async function contrastViolations(page: Page) {
  await renderWholePage(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: unknown,
          options: unknown,
        ) => Promise<{
          violations: { nodes: { target: unknown; html: string; failureSummary?: string }[] }[];
        }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        target: node.target,
        html: node.html.slice(0, 120),
        why: node.failureSummary?.split('\n').at(-1)?.trim(),
      })),
    );
  });
}
