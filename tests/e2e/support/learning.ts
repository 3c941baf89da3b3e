/** Helpers of the learning end-to-end tests (the app's elements render into open shadow roots). */
import { expect, type Page } from '@playwright/test';

export { signIn } from './common';

/** Runs `fn` on the first element matching `selector` anywhere in the page, shadow roots included. */
export async function onDeep<T>(page: Page, selector: string, fn: string): Promise<T> {
  return page.evaluate(
    ([sel, body]) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector(sel);
        if (hit) return hit;
        for (const host of root.querySelectorAll('*')) {
          if (host.shadowRoot) {
            const inner = find(host.shadowRoot);
            if (inner) return inner;
          }
        }
        return null;
      };
      const element = find(document);
      if (!element) throw new Error(`no ${sel}`);
      return new Function('element', body)(element);
    },
    [selector, fn] as const,
  ) as Promise<T>;
}

/**
 * The user presses Play: ours over the still, or Plyr's where the pointer on its way there set
 * Plyr up (ours goes then; a click on it caught in the swap is made on Plyr's, which takes its place).
 */
export async function pressPlay(page: Page) {
  await page
    .locator('[part~="video-player"] .plyr__controls [data-plyr="play"], [part~="video-play"]')
    .first()
    .click();
}

/**
 * The user reaches for a lesson's video (the pointer over it): Plyr is set up only then
 * (components/video/use-plyr.ts). Answers the player once it is there.
 */
export async function reachForVideo(page: Page, options: { timeout?: number } = {}) {
  // The Play on the still (where Plyr's bar will have its own), or Plyr once it is set up.
  await page.locator('[part~="video-play"], .plyr').first().hover(options);
  const player = page.locator('.plyr');
  await expect(player).toBeVisible(options);
  return player;
}

export interface VideoState {
  currentTime: number;
  duration: number;
  paused: boolean;
  playbackRate: number;
}

export function videoState(page: Page): Promise<VideoState> {
  return onDeep<VideoState>(
    page,
    'video',
    'return { currentTime: element.currentTime, duration: element.duration, paused: element.paused, playbackRate: element.playbackRate };',
  );
}

/** Closes the licence-expired dialog if it is open (accounts without a valid licence get it on sign-in). */
export async function closeLicenceDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: /Lizenz abgelaufen|Licence expired/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The learnElementMetadata entry of an element as the server stores it. */
export async function serverProgress(page: Page, learnElementId: number) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get('/api/auth/usersettings?app=choir-coach', {
    headers: { authorization: `Bearer ${token}` },
  });
  const settings = (await response.json()) as {
    learnElementMetadata?: { learnElementId: number; learnElementProgress: number; maxProgress: number }[];
    library?: number[];
  };
  return {
    all: settings.learnElementMetadata ?? [],
    entry: settings.learnElementMetadata?.find((m) => m.learnElementId === learnElementId),
    library: settings.library ?? [],
  };
}
