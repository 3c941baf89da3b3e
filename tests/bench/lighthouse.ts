/**
 * Lighthouse 12 (mobile settings: simulated slow 4G and 4x CPU) on the sign-in page, the signed-in
 * start page, a lesson and the player. Signed-in pages get the session (token and user) put in `localStorage` first
 * (Lighthouse then keeps storage: `disableStorageReset`), so they are measured as a returning user
 * with an empty HTTP cache and no offline worker. Each page is audited `LIGHTHOUSE_RUNS` times (5,
 * as Lighthouse's docs/variability.md advises: the median of five halves the spread of one run)
 * and reported by Lighthouse's own median run (the one nearest the median first paint and time to
 * interactive), with every run's performance score beside it: one run of the same build varied by
 * up to 8 points on this machine, the median of three by up to 5. Prints each figure beside its
 * goal and records it.
 * Alone: `npx tsx tests/bench/lighthouse.ts http://localhost:3350` (server already running);
 * `LIGHTHOUSE_REPORTS=<dir>` keeps the median run's full report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { BENCH_PAGES, type BenchPage, conductorStorage } from './bench-pages';
import { recordFigure } from './results';

const GOALS = { performance: 95, accessibility: 100, bestPractices: 100, cls: 0.05 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(
  browser: Browser,
  base: string,
  page: BenchPage,
  session: { name: string; value: string }[],
): Promise<Report> {
  const tab = await browser.newPage();
  // The origin's storage: a session for signed-in pages, nothing for the sign-in page. An empty HTTP
  // cache and no offline worker: Lighthouse, keeping storage here, keeps both, and the page before
  // left the bundle in them (the next page's bundle came from the cache, not the simulated network).
  await tab.goto(`${base}/favicon.svg`);
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await tab.evaluate(
    async (entries) => {
      localStorage.clear();
      for (const { name, value } of entries) localStorage.setItem(name, value);
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    },
    page.signedIn ? session : [],
  );
  const result = await lighthouse(
    `${base}${page.path}`,
    {
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    undefined,
    // Lighthouse bundles its own copy of puppeteer-core; the page is the same at run time.
    tab as unknown as Parameters<typeof lighthouse>[3],
  );
  await tab.close();
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  return result.lhr;
}

function scoresOf(report: Report): Scores {
  const { categories, audits } = report;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

/** Lighthouse's median of `RUNS` audits of a page, and every run's performance score. */
async function medianAudit(
  browser: Browser,
  base: string,
  page: BenchPage,
  session: { name: string; value: string }[],
): Promise<{ median: Scores; runs: number[] }> {
  const reports: Report[] = [];
  for (let run = 0; run < RUNS; run++) reports.push(await audit(browser, base, page, session));
  // A run Lighthouse could not measure has no first paint or time to interactive (NO_NAVSTART:
  // its trace lost the navigation, about one audit in twenty here; the page had rendered): the
  // median is of the runs that have them.
  const valid = filterToValidRuns(reports);
  if (valid.length === 0) throw new Error(`No Lighthouse run of ${page.path} measured a first paint`);
  const median = computeMedianRun(valid);
  // `LIGHTHOUSE_REPORTS=<dir>` keeps the median run's full report, to find what blocks the main thread.
  const kept = process.env.LIGHTHOUSE_REPORTS;
  if (kept) {
    mkdirSync(kept, { recursive: true });
    writeFileSync(path.join(kept, `${page.name}.json`), JSON.stringify(median));
  }
  return {
    median: scoresOf(median),
    runs: reports.map((report) => (valid.includes(report) ? scoresOf(report).performance : Number.NaN)),
  };
}

export async function benchLighthouse(base: string): Promise<void> {
  const session = await conductorStorage(base);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  console.log(
    `\n## Lighthouse 12, mobile (simulated slow 4G, 4x CPU), empty HTTP cache: median of ${RUNS} run${RUNS > 1 ? 's' : ''}`,
  );
  console.log(
    `| page | performance (goal >= ${GOALS.performance}) | each run | accessibility (goal ${GOALS.accessibility}) | best practices (goal ${GOALS.bestPractices}) | largest content | main thread blocked | layout shift (goal <= ${GOALS.cls}) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  try {
    for (const page of BENCH_PAGES) {
      const { median: s, runs: all } = await medianAudit(browser, base, page, session);
      // A failed run shows as "failed" and does not count for the lowest and highest score.
      const runs = all.filter((score) => !Number.isNaN(score));
      console.log(
        `| ${page.name} ${page.path} | ${s.performance} | ${all.map((score) => (Number.isNaN(score) ? 'failed' : score)).join(', ')} | ${s.accessibility} | ${s.bestPractices} | ${(s.lcpMs / 1000).toFixed(1)} s | ${s.tbtMs.toFixed(0)} ms | ${s.cls.toFixed(3)} |`,
      );
      recordFigure(`lighthouse_performance_${page.name}`, s.performance);
      recordFigure(`lighthouse_performance_${page.name}_min`, Math.min(...runs));
      recordFigure(`lighthouse_performance_${page.name}_max`, Math.max(...runs));
      recordFigure(`lighthouse_accessibility_${page.name}`, s.accessibility);
      recordFigure(`lighthouse_best_practices_${page.name}`, s.bestPractices);
      recordFigure(`lighthouse_lcp_${page.name}`, s.lcpMs);
      recordFigure(`lighthouse_tbt_${page.name}`, s.tbtMs);
      recordFigure(`lighthouse_cls_${page.name}`, s.cls);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLighthouse(process.argv[2] ?? 'http://localhost:3350');
}
