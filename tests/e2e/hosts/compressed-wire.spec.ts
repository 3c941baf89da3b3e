import { expect, type Response, test } from '@playwright/test';
import { signIn } from '../support/common';

/** What a text answer the browser got looked like on the wire. */
interface Sent {
  url: string;
  encoding: string | null;
  size: number;
}

const TEXT = /javascript|json|css|html|svg|vtt/;

/** Every text answer of 1 KB and more (decoded) the page received, with its encoding. */
function recordTextAnswers(responses: Response[]): Promise<Sent[]> {
  return Promise.all(
    responses
      .filter((response) => TEXT.test(response.headers()['content-type'] ?? '') && response.status() === 200)
      .map(async (response) => ({
        url: new URL(response.url()).pathname,
        encoding: (await response.allHeaders())['content-encoding'] ?? null,
        size: (await response.body().catch(() => Buffer.alloc(0))).length,
      })),
  ).then((all) => all.filter((sent) => sent.size >= 1024));
}

test('a signed-in visit to the start page gets every text answer over 1 KB compressed', async ({ page }) => {
  await signIn(page, 'conductor@example.com', { redirect: '/en/start' });
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.reload();
  await expect(page.locator('[data-topic-id]').first()).toBeVisible();
  const sent = await recordTextAnswers(responses);
  expect(sent.map((s) => s.url)).toContain('/api/topics');
  expect(sent.some((s) => s.url.startsWith('/dist/chunks/'))).toBe(true);
  expect(sent.filter((s) => s.encoding !== 'br').map((s) => `${s.url} (${s.encoding ?? 'plain'})`)).toEqual(
    [],
  );
});
