/** Helpers of the page-turn end-to-end tests (tests/e2e/player/turns*.spec.ts). */
import { expect, type Page } from '@playwright/test';
import type { PageTurnSettings } from '../../../src/core/player/page-turn-settings';
import { chooseLayout } from './score-layout';
import { app, audioState, signIn } from './works';

export interface OpenOptions {
  width: number;
  height: number;
  articleId?: string;
  /** The device's page-turn settings; the defaults when left out. */
  pageTurns?: Partial<PageTurnSettings>;
  /** The printed pages (their numbers are what these specs count) unless a screen layout is asked for. */
  layout?: 'printed' | 'screen';
}

/**
 * Opens an edition at its first page, no lookahead, the automatic size, on the printed pages unless
 * asked otherwise (the specs of a run share the account's settings, and a work opened before keeps
 * its own).
 */
export async function openAtFirstPage(page: Page, options: OpenOptions) {
  const articleId = options.articleId ?? '10001';
  await page.setViewportSize({ width: options.width, height: options.height });
  await signIn(page, 'conductor@example.com', { at: '/favicon.svg' });
  await page.evaluate(
    ({ articleId, pageTurns }) => {
      const all = JSON.parse(localStorage.getItem('choir.playerSettings') ?? '{}');
      all[articleId] = {
        lookaheadMilliseconds: 0,
        preferredVoice: '',
        showHighlighter: true,
        lastOpened: { ts: Date.now(), part: 0, page: 1 },
        zoom: 'auto',
      };
      localStorage.setItem('choir.playerSettings', JSON.stringify(all));
      if (pageTurns) localStorage.setItem('choir.pageTurns', JSON.stringify(pageTurns));
    },
    { articleId, pageTurns: options.pageTurns ?? null },
  );
  await chooseLayout(page, { layout: options.layout ?? 'printed' });
  await page.goto(`/en/player/${articleId}`);
  const player = app(page);
  await expect(player.locator('[part="page"] svg').first()).toBeVisible();
  // The recording is loaded: a key that would play or seek it now does.
  await expect.poll(async () => (await audioState(page)).src).toContain('.m4a');
  return player;
}

/** The page indicator's text: "1 / 2", "1–2 / 6". */
export const pageIndicator = (page: Page) => app(page).locator('[data-page-indicator]');

/** The page numbers on screen, left to right (a half-page turn's upper page last). */
export const shownPages = (page: Page) =>
  app(page)
    .locator('[part="score"] [data-page]')
    .evaluateAll((pages) => pages.map((element) => Number((element as HTMLElement).dataset.page)));

/**
 * The top of page `upper` lies over the top of page `under`, down to a cut near the middle, and no
 * system is cut in two: the upper page shows whole systems down to its paper, the page read is
 * cut between two of its systems. Measured at one moment (the score may scroll to the marked bar).
 */
export async function expectHalfTurn(page: Page, under: number, upper: number) {
  const over = app(page).locator('[part="score"] [data-upper]');
  await expect(over).toHaveAttribute('data-page', String(upper));
  const seen = await app(page)
    .locator('[part="score"]')
    .evaluate((score, under) => {
      const over = score.querySelector('[data-upper]')!;
      const read = score.querySelector(`[part="page"][data-page="${under}"]`)!;
      const sheet = read.getBoundingClientRect();
      const half = over.getBoundingClientRect();
      const paper = over.querySelector('[data-paper]')?.getBoundingClientRect().top ?? half.bottom;
      /**
       * How many systems of a page cross one of the lines `edges` (shown in part): a bar of theirs
       * does (a system's own box also holds a lyric hyphen carried into the next system's lines).
       */
      const cut = (page: Element, edges: number[]) =>
        [...page.querySelectorAll('g.system')].filter((system) =>
          [...system.querySelectorAll(':scope > g.measure')].some((bar) => {
            const box = bar.getBoundingClientRect();
            return edges.some((edge) => box.top < edge && box.bottom > edge);
          }),
        ).length;
      return {
        top: half.top - sheet.top,
        share: half.height / sheet.height,
        upperCut: cut(over, [half.top, paper]),
        readCut: cut(read, [half.bottom]),
      };
    }, under);
  expect(seen.top).toBeCloseTo(0, 0);
  expect(seen.share).toBeGreaterThan(0.3);
  expect(seen.share).toBeLessThan(0.7);
  expect(seen, 'no system cut in two').toMatchObject({ upperCut: 0, readCut: 0 });
}
