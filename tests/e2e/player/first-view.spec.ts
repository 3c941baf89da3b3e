import { expect, type Request, test } from '@playwright/test';
import { chooseLayout } from '../support/score-layout';
import { app, signIn } from '../support/works';

/**
 * The player page's first view on the wire (issue 15): the edition opens once (the route starts it
 * before the player renders, the player takes it), each file of the part it shows comes once, and
 * the topics, which this page does not show, wait until the score is there. On the printed pages the
 * part's pages come; on a screen layout (issue 38) its layout, and no printed page at all.
 */
for (const layout of ['printed', 'screen'] as const) {
  test(`the player page opens its edition once and leaves the topics for later (${layout})`, async ({
    page,
  }) => {
    await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
    await chooseLayout(page, { layout });
    const requests: { path: string; beforeScore: boolean }[] = [];
    /** The shape (width / height) of each screen layout asked for. */
    const layouts: number[] = [];
    let scoreShown = false;
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push({ path: url.pathname, beforeScore: !scoreShown });
      if (url.pathname.includes('/layout/'))
        layouts.push(Number(url.searchParams.get('width')) / Number(url.searchParams.get('height')));
    };
    page.on('request', record);

    // A three-part edition: its first part has printed pages 1 and 2.
    await page.goto('/en/player/10002');
    const player = app(page);
    await expect(player.locator('[data-page="1"] svg').first()).toBeVisible();
    await expect(player.getByRole('button', { name: 'Play' })).toBeEnabled();
    await expect(player.locator('[part="score"]')).toHaveAttribute('data-layout', layout);
    scoreShown = true;

    const count = (ending: string) => requests.filter((r) => r.path.endsWith(ending)).length;
    expect(count('/api/catalogue/10002/stream/false')).toBe(1);
    expect(count('/api/catalogue/10002/stream/true')).toBe(0);
    expect(count('/manifest.json')).toBe(1);
    expect(count('/sync/part0.json')).toBe(1);
    const pages = [count('/pages/p01.svg'), count('/pages/p02.svg')];
    if (layout === 'printed') {
      expect(pages).toEqual([1, 1]);
      expect(count('/layout/false')).toBe(0);
    } else {
      expect(pages).toEqual([0, 0]);
      // The landscape box's layout, then (once it is in) the other orientation's, fetched ahead.
      await expect.poll(() => layouts.length).toBe(2);
      expect(layouts[0]).toBeGreaterThan(1);
      expect(layouts[1]).toBeLessThan(1);
    }
    expect(requests.filter((r) => r.path === '/api/topics' && r.beforeScore)).toEqual([]);

    // The start page, one tap away, still has them.
    await player.getByRole('link', { name: 'choir coach' }).first().click();
    await expect(player.getByRole('heading', { name: 'Topics', level: 2 })).toBeVisible();
    await expect(player.locator('[part~="topic-card"]').first()).toBeVisible();
  });
}
