import { expect, test } from '@playwright/test';
import { app, signIn } from '../support/works';

// Support asks for the edition's version and git hash label: the player's about dialogs show both.
for (const [locale, about, aboutWork, label] of [
  ['en', 'About', 'About the work', 'Edition 1.0.0, build b94659d'],
  ['de', 'Über', 'Über das Werk', 'Ausgabe 1.0.0, Build b94659d'],
] as const) {
  test(`the player's "${aboutWork}" shows the edition's version and git hash label (${locale})`, async ({
    page,
  }) => {
    await signIn(page, 'conductor@example.com', { at: `/${locale}/player/10002` });
    const player = app(page);
    await player.getByRole('button', { name: about, exact: true }).click();
    await player.getByRole('button', { name: aboutWork }).click();
    await expect(player.getByRole('dialog', { name: aboutWork })).toContainText(label);
  });
}
