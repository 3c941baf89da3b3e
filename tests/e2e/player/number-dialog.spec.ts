import { expect, type Locator, type Page, test } from '@playwright/test';
import { keepShot } from '../support/common';
import { app, signIn, withAccountLanguage } from '../support/works';

/**
 * Issue 36, found at the stand: a long text pasted into "Go to bar" or "Jump to page" stays inside
 * the dialog, on a phone and on a tablet: the field as wide as a number needs, its message wrapped.
 */

const PASTED = 'https://example.org/Proben/Nun-danket-alle-Gott/Takt-12-bis-16-Sopran-Alt-Tenor-Bass-2024';

/** Where the dialog's label, field and message stand out of its box, or their text out of their own. */
function outside(dialog: Locator) {
  return dialog.evaluate((box) => {
    const frame = box.getBoundingClientRect();
    const problems: string[] = [];
    for (const part of box.querySelectorAll('label, input, [part~="field-error"]')) {
      const own = part.getBoundingClientRect();
      if (own.left < frame.left - 0.5 || own.right > frame.right + 0.5)
        problems.push(`${part.tagName} outside`);
      if (part.tagName !== 'INPUT' && part.scrollWidth > part.clientWidth + 1)
        problems.push(`${part.tagName} cut`);
    }
    return problems;
  });
}

async function pasteAndSubmit(page: Page, dialog: Locator) {
  await expect(dialog.locator('input')).toBeFocused();
  await page.keyboard.insertText(PASTED);
  await page.keyboard.press('Enter');
  await expect(dialog.locator('[part~="field-error"]')).toBeVisible();
}

for (const { width, height, language, scheme, bar, jump } of [
  {
    width: 390,
    height: 844,
    language: 'fr',
    scheme: 'dark',
    bar: 'Aller à la mesure',
    jump: 'Aller à la page',
  },
  {
    width: 820,
    height: 1180,
    language: 'de',
    scheme: 'light',
    bar: 'Zu Takt springen',
    jump: 'Zu Seite springen',
  },
] as const)
  test(`${language} ${width}x${height}, ${scheme}: a long paste stays inside go to bar and jump to page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: scheme });
    await withAccountLanguage(page, language);
    await signIn(page, 'conductor@example.com', { at: `/${language === 'de' ? 'de' : 'en'}/player/10001` });
    const player = app(page);
    await expect(player.locator('[part="page"] svg').first()).toBeVisible();

    const open = {
      bar: async () => {
        await player.locator('[part="score"]').click({ position: { x: 5, y: 5 } });
        await page.keyboard.press('g');
      },
      jump: () => player.locator('[part="page-button"]').click(),
    };
    for (const [name, title] of [
      ['bar', bar],
      ['jump', jump],
    ] as const) {
      await open[name]();
      const dialog = player.getByRole('dialog', { name: title });
      await pasteAndSubmit(page, dialog);
      expect(await outside(dialog), name).toEqual([]);
      // A number needs a few characters: the field is not wider than that (a longer text scrolls in it).
      const input = dialog.locator('input');
      const fontSize = Number.parseFloat(await input.evaluate((field) => getComputedStyle(field).fontSize));
      expect((await input.boundingBox())!.width, name).toBeLessThanOrEqual(11 * fontSize);
      await keepShot(page, { path: `.tmp/shots/views/dialog-${name}-${language}-${scheme}-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
