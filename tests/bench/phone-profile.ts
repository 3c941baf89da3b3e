/**
 * Time to the first visible heading on a phone profile: Chromium's own throttling over CDP (4x
 * slower CPU, 1.6 Mbps down, 750 kbps up, 150 ms round trip), 390x844. Cold is a fresh browser
 * profile (empty HTTP cache, no offline worker); warm is the same page opened again in that
 * profile. Signed-in pages get the session (token and user) in `localStorage` as the app stores it.
 * Alone: `npx tsx tests/bench/phone-profile.ts http://localhost:3350`.
 */
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { BENCH_PAGES, type BenchPage, conductorStorage } from './bench-pages';
import { recordFigure } from './results';
import { percentile } from './stats';

const GOALS = { coldMs: 3000, warmMs: 1500 };
const RUNS = Math.max(1, Number(process.env.PHONE_RUNS ?? 3));

/** Runs in the page: resolves with `performance.now()` of the first frame showing an `h1`. */
const FIRST_HEADING = `() => new Promise((resolve) => {
  const find = (root) => {
    for (const heading of root.querySelectorAll('h1')) if (heading.checkVisibility({ visibilityProperty: true })) return heading;
    for (const host of root.querySelectorAll('*')) {
      const found = host.shadowRoot && find(host.shadowRoot);
      if (found) return found;
    }
    return null;
  };
  const check = () => (find(document) ? resolve(performance.now()) : requestAnimationFrame(check));
  check();
})`;

async function firstHeadingMs(
  browser: Browser,
  base: string,
  page: BenchPage,
  session: { name: string; value: string }[],
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: {
      cookies: [],
      origins: page.signedIn ? [{ origin: base, localStorage: session }] : [],
    },
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const open = async () => {
    await tab.goto(`${base}${page.path}`, { waitUntil: 'commit' });
    return (await tab.evaluate(`(${FIRST_HEADING})()`)) as number;
  };
  try {
    const cold = await open();
    // Let the first visit finish its background work (offline worker install, late chunks).
    await tab.waitForLoadState('networkidle').catch(() => {});
    const warm = await open();
    return { cold, warm };
  } finally {
    await context.close();
  }
}

export async function benchPhoneProfile(base: string): Promise<void> {
  const session = await conductorStorage(base);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  console.log(
    `\n## First heading on a phone profile (4x CPU, 1.6 Mbps, 150 ms RTT, 390x844): median of ${RUNS} run${RUNS > 1 ? 's' : ''}, slowest in brackets`,
  );
  console.log(`| page | cold (goal <= ${GOALS.coldMs / 1000} s) | warm (goal <= ${GOALS.warmMs / 1000} s) |`);
  console.log('|---|---|---|');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  try {
    for (const page of BENCH_PAGES) {
      const runs: { cold: number; warm: number }[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await firstHeadingMs(browser, base, page, session));
      const cold = runs.map((run) => run.cold);
      const warm = runs.map((run) => run.warm);
      const median = { cold: percentile(cold, 0.5), warm: percentile(warm, 0.5) };
      console.log(
        `| ${page.name} ${page.path} | ${seconds(median.cold)} (${seconds(Math.max(...cold))}) | ${seconds(median.warm)} (${seconds(Math.max(...warm))}) |`,
      );
      recordFigure(`phone_first_heading_${page.name}_cold_ms`, median.cold);
      recordFigure(`phone_first_heading_${page.name}_warm_ms`, median.warm);
      recordFigure(`phone_first_heading_${page.name}_cold_max_ms`, Math.max(...cold));
      recordFigure(`phone_first_heading_${page.name}_warm_max_ms`, Math.max(...warm));
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPhoneProfile(process.argv[2] ?? 'http://localhost:3350');
}
