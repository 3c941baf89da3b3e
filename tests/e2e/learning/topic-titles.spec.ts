import { expect, test } from '@playwright/test';
import { signIn } from '../support/learning';

/** Words of each topic card's title that the card breaks across two lines. */
const brokenWords = () =>
  Array.from(document.querySelectorAll('choir-app'), (app) =>
    Array.from(app.shadowRoot!.querySelectorAll('[part~="topic-card"] :is(h2, h3)')),
  )
    .flat()
    .flatMap((title) => {
      const text = title.firstChild!;
      const broken: string[] = [];
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
      return broken;
    });

// Four cards to a row from 1024 px: the long one-word titles ("Differentiation", "Unabhängigkeit")
// wrap between words, never inside one.
for (const [locale, width] of [
  ['en', 1280],
  ['de', 1280],
  ['en', 1024],
  ['de', 1024],
] as const) {
  test(`topic cards' titles keep their words whole (${locale}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'conductor@example.com', { at: `/${locale}/start` });
    await expect(page.locator('choir-app [part~="topic-card"]').nth(10)).toBeAttached();
    expect(await page.evaluate(brokenWords)).toEqual([]);
  });
}
