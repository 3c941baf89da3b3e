/**
 * A cold signed-in visit to the start page as issue 15 measured it (empty cache and storage, in a
 * running browser): the bytes on the wire (every response of the page, headers and bodies as sent,
 * the offline worker kept out: it downloads every chunk after the load, on purpose) and when the
 * topics are on the screen (loopback, no throttling).
 * Alone: `npx tsx tests/bench/wire.ts http://localhost:3350`.
 */
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { conductorStorage } from './bench-pages';
import { recordFigure } from './results';
import { percentile } from './stats';

const GOALS = { bytesKb: 250, topicsVisibleMs: 1000 };
const RUNS = 3;

/** One visit in a fresh context (empty cache and storage) of a browser that is already running. */
async function coldVisit(browser: Browser, base: string, session: { name: string; value: string }[]) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    storageState: {
      cookies: [],
      origins: [{ origin: base, localStorage: session }],
    },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    await page.goto(`${base}/en/start`, { waitUntil: 'commit' });
    await page.locator('[data-topic-id]').first().waitFor();
    const visibleMs = (await page.evaluate('performance.now()')) as number;
    await page.waitForLoadState('networkidle');
    return { bytes, visibleMs };
  } finally {
    await context.close();
  }
}

export async function benchWire(base: string): Promise<void> {
  const session = await conductorStorage(base);
  // A running browser, as a phone's is: a freshly started one spends ~0.3 s on its own start-up
  // (fonts, the first renderer) before the page's first script runs.
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const runs = [];
  try {
    for (let run = 0; run < RUNS; run += 1) runs.push(await coldVisit(browser, base, session));
  } finally {
    await browser.close();
  }
  const kb =
    percentile(
      runs.map((run) => run.bytes),
      0.5,
    ) / 1024;
  const visible = percentile(
    runs.map((run) => run.visibleMs),
    0.5,
  );
  console.log(
    `\n## Cold signed-in visit to /en/start (median of ${RUNS}, each in a fresh context of a running browser)`,
  );
  console.log('| figure | ours | goal |\n|---|---|---|');
  console.log(`| bytes on the wire | ${kb.toFixed(0)} KB | <= ${GOALS.bytesKb} KB |`);
  console.log(
    `| topics visible (loopback) | ${(visible / 1000).toFixed(2)} s | <= ${GOALS.topicsVisibleMs / 1000} s |`,
  );
  recordFigure('wire_cold_start_kb', kb);
  recordFigure('wire_cold_start_topics_visible_ms', visible);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchWire(process.argv[2] ?? 'http://localhost:3350');
}
