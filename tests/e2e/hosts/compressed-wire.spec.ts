import { expect, type Response, test } from '@playwright/test';
import type { TopicDto } from '../../../src/core/contract/api';
import { signIn } from '../support/common';

/** What a text response the browser got looked like on the wire. */
interface Sent {
  url: string;
  encoding: string | null;
  size: number;
}

const TEXT = /javascript|json|css|html|svg|vtt/;

/** Every text response of 1 KB and more (decoded) the page received, with its encoding. */
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

test('a signed-in visit to the start page gets every text response over 1 KB compressed', async ({
  page,
}) => {
  await signIn(page, 'conductor@example.com', { redirect: '/en/start' });
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.reload();
  await expect(page.locator('[data-topic-id]').first()).toBeVisible();
  const sent = await recordTextAnswers(responses);
  expect(sent.map((s) => s.url)).toContain('/api/topics');
  expect(sent.some((s) => s.url.startsWith('/dist/app/'))).toBe(true);
  expect(sent.filter((s) => s.encoding !== 'br').map((s) => `${s.url} (${s.encoding ?? 'plain'})`)).toEqual(
    [],
  );
});

test('a signed-in start page asks for its topics once, in its language only, and anew after a switch', async ({
  page,
}) => {
  await signIn(page, 'conductor@example.com', { redirect: '/en/start' });
  // The start page's own topics first: a response still on its way would be the one caught below.
  const firstCard = page.locator('[data-list="1"] [data-topic-id="0"]');
  await expect(firstCard).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/topics') asked.push(url.search);
  });
  const topicsAnswer = (lang: string) =>
    page.waitForResponse((response) => response.url().endsWith(`/api/topics?lang=${lang}&bodies=none`));
  const english = topicsAnswer('en');
  await page.reload();
  const inEnglish = (await (await english).json()) as TopicDto[];
  // Only the English texts came (a third of the bytes): the German ones are empty; and no lesson's
  // text (the outline: a lesson's comes with its topic's).
  expect(inEnglish[0]!.headline.de).toBe('');
  const elements = inEnglish.flatMap((topic) => topic.modules.flatMap((module) => module.learnElements));
  expect(elements.length).toBeGreaterThan(100);
  expect(elements.filter((element) => element.body.en !== '' || element.body.de !== '')).toEqual([]);
  await expect(firstCard).toContainText(inEnglish[0]!.headline.en);
  expect(asked).toEqual(['?lang=en&bodies=none']);

  const german = topicsAnswer('de');
  await page.locator('choir-app').getByRole('button', { name: 'DE', exact: true }).first().click();
  const inGerman = (await (await german).json()) as TopicDto[];
  await expect(firstCard).toContainText(inGerman[0]!.headline.de);
  expect(inGerman[0]!.headline.de).not.toBe(inEnglish[0]!.headline.en);
  expect(asked).toEqual(['?lang=en&bodies=none', '?lang=de&bodies=none']);
});
