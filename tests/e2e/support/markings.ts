import { type BrowserContext, expect, type Page } from '@playwright/test';
import { app, signIn } from './works';

/** Markings (issue 39): the player opened on an edition, the palette, and strokes by each pointer. */

export const EDITION = '10001';

export async function openPlayer(page: Page, email = 'conductor@example.com') {
  await signIn(page, email);
  await page.goto(`/en/player/${EDITION}`);
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
}

export async function openPalette(page: Page) {
  const player = app(page);
  await player.getByRole('button', { name: 'Rehearse' }).click();
  await player.locator('[data-action="markings"]').click();
  // The stored markings are read and drawn.
  await expect(player.locator('[part="markings-palette"][data-loaded]')).toBeVisible();
}

export const ownMarks = (page: Page) => app(page).locator('[part="page"] [data-own] [data-marking-id]');
export const sharedMarks = (page: Page) => app(page).locator('[part="page"] [data-shared] [data-marking-id]');

/** A point of the first page shown, as fractions of its box, in page coordinates. */
export async function at(page: Page, fx: number, fy: number) {
  const box = (await app(page).locator('[part="page"]').first().boundingBox())!;
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

export async function drawWithMouse(page: Page, from: [number, number], to: [number, number]) {
  const start = await at(page, ...from);
  const end = await at(page, ...to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
}

/** A stylus stroke: pointer events of type pen with pressure (Playwright has no pen device). */
export async function drawWithPen(page: Page, from: [number, number], to: [number, number]) {
  const start = await at(page, ...from);
  const end = await at(page, ...to);
  await app(page).evaluate(
    (host, { start, end }) => {
      const root = host.shadowRoot ?? document;
      const send = (type: string, x: number, y: number, pressure: number) => {
        const target = root.elementFromPoint(x, y) ?? host;
        target.dispatchEvent(
          new PointerEvent(type, {
            pointerId: 7,
            pointerType: 'pen',
            isPrimary: true,
            pressure,
            clientX: x,
            clientY: y,
            bubbles: true,
            composed: true,
            cancelable: true,
          }),
        );
      };
      send('pointerdown', start.x, start.y, 0.2);
      for (let i = 1; i <= 8; i++)
        send(
          'pointermove',
          start.x + ((end.x - start.x) * i) / 8,
          start.y + ((end.y - start.y) * i) / 8,
          0.2 + i / 10,
        );
      send('pointerup', end.x, end.y, 0);
    },
    { start, end },
  );
}

export async function drawWithTouch(
  page: Page,
  context: BrowserContext,
  from: [number, number],
  to: [number, number],
) {
  const start = await at(page, ...from);
  const end = await at(page, ...to);
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [start]);
  for (let i = 1; i <= 6; i++)
    await touch('touchMove', [
      { x: start.x + ((end.x - start.x) * i) / 6, y: start.y + ((end.y - start.y) * i) / 6 },
    ]);
  await touch('touchEnd', []);
}

/** The ids of the user's live markings of the edition as the server holds them. */
export const storedMarkings = (page: Page) =>
  page.evaluate(async (edition) => {
    const token = localStorage.getItem('access_token');
    const response = await fetch(`/api/markings/${edition}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { own: { markings: { id: string; deleted?: boolean }[] } };
    return body.own.markings.filter((m) => !m.deleted).map((m) => m.id);
  }, EDITION);

/** One pen event at a point of the page (client coordinates), as a stylus sends it. */
export function sendPen(page: Page, type: string, point: { x: number; y: number }, pressure = 0.5) {
  return app(page).evaluate(
    (host, { type, point, pressure }) => {
      const root = host.shadowRoot ?? document;
      (root.elementFromPoint(point.x, point.y) ?? host).dispatchEvent(
        new PointerEvent(type, {
          pointerId: 9,
          pointerType: 'pen',
          isPrimary: true,
          pressure,
          clientX: point.x,
          clientY: point.y,
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
    },
    { type, point, pressure },
  );
}
