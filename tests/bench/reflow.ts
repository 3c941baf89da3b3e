/**
 * Screen layouts (issue 38, decision 0039), against a running server:
 * - what a rendering costs the server: a part laid out for a size not in its cache, against the
 *   same request answered from the cache, and the bytes of the answer;
 * - the bytes on the wire to open a work on a tablet (1180x820) and a phone (390x844), cold (empty
 *   cache and storage) and warm (the same page again), on the screen layout beside the printed pages;
 * - a rotation on the phone profile (4x CPU): from the window's resize to the frame that shows the
 *   pages laid out for the other orientation (goal: 300 ms), after one rotation each way has taught
 *   the device its two boxes (as a conductor's first rotation does).
 * Prints figures; asserts nothing. Alone: `npx tsx tests/bench/reflow.ts http://localhost:3350`
 * (against a server whose layout cache is empty, or the rendering costs are cache hits).
 */
import { availableParallelism, loadavg } from 'node:os';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { conductorStorage } from './bench-pages';
import { recordFigure, writeFigures } from './results';
import { percentile } from './stats';

const GOALS = { rotationMs: 300 };
const ROTATIONS = 10;

type Session = { name: string; value: string }[];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** The server's cost per rendering: fresh sizes (odd staff sizes) against the same call answered from the cache. */
async function renderingCost(base: string, token: string) {
  console.log(
    '\n### What a rendering costs the server (loopback; a rendering lays out every part of the work)',
  );
  console.log(
    '| work | parts | rendered (cache miss) | from the cache | answer (identity / br) |\n|---|---|---|---|---|',
  );
  // The demo conductor holds 10001 and 10002; "Lorelei" is laid out as its preview (the bars of page 1).
  const works = [
    { articleId: '10001', version: '1.1.0', preview: false, parts: 1, name: 'Nun danket (17 bars)' },
    { articleId: '10002', version: '1.0.0', preview: false, parts: 3, name: 'Drei Volkslieder (3 parts)' },
    { articleId: '10003', version: '1.0.0', preview: true, parts: 1, name: 'Lorelei, preview (7 bars)' },
  ];
  const sizes = [
    { width: 1156, height: 560, staff: 11 },
    { width: 366, height: 513, staff: 7 },
    { width: 796, height: 900, staff: 14 },
  ];
  for (const work of works) {
    const missed: number[] = [];
    const hits: number[] = [];
    let bytes = { identity: 0, br: 0 };
    for (const size of sizes) {
      const url = `${base}/api/catalogue/${work.articleId}/layout/${work.preview}?version=${work.version}&part=0&width=${size.width}&height=${size.height}&staff=${size.staff}`;
      const call = async (encoding: string) => {
        const started = performance.now();
        const response = await fetch(url, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
        });
        const body = await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        // fetch decodes Brotli: the bytes sent are the header's.
        const sent = Number(response.headers.get('content-length') ?? body.byteLength);
        return { ms: performance.now() - started, bytes: sent };
      };
      missed.push((await call('br')).ms);
      hits.push((await call('br')).ms);
      bytes = { identity: (await call('identity')).bytes, br: (await call('br')).bytes };
    }
    const render = percentile(missed, 0.5);
    console.log(
      `| ${work.name} | ${work.parts} | ${ms(render)} (${ms(render / work.parts)} a part) | ${ms(percentile(hits, 0.5))} | ${kb(bytes.identity)} / ${kb(bytes.br)} |`,
    );
    recordFigure(`reflow_render_ms_${work.articleId}`, render);
    recordFigure(`reflow_cached_ms_${work.articleId}`, percentile(hits, 0.5));
  }
}

interface Opening {
  total: number;
  score: number;
}

/** Opens "Nun danket" and counts the bytes (as sent) of every response but the audio, and of the score's. */
async function open(page: Page, base: string): Promise<Opening> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const counted: Opening = { total: 0, score: 0 };
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) ?? '';
    if (/\.m4a(\?|$)/.test(url)) return;
    counted.total += event.encodedDataLength;
    if (/\/layout\/|\/pages\/p\d+\.svg/.test(url)) counted.score += event.encodedDataLength;
  });
  await page.goto(`${base}/en/player/10001`, { waitUntil: 'commit' });
  await page.locator('choir-app [part="page"] svg').first().waitFor();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return counted;
}

async function bytesToOpen(browser: Browser, base: string, session: Session) {
  console.log('\n### Bytes on the wire to open a work ("Nun danket"), the audio left out');
  console.log('| device | layout | cold: all / score | warm: all / score |\n|---|---|---|---|');
  for (const device of [
    { name: 'tablet', viewport: { width: 1180, height: 820 } },
    { name: 'phone', viewport: { width: 390, height: 844 } },
  ])
    for (const layout of ['screen', 'printed'] as const) {
      const context = await browser.newContext({
        viewport: device.viewport,
        serviceWorkers: 'block',
        storageState: {
          cookies: [],
          origins: [
            {
              origin: base,
              localStorage: [...session, { name: 'choir.scoreLayout', value: JSON.stringify({ layout }) }],
            },
          ],
        },
      });
      try {
        const page = await context.newPage();
        const cold = await open(page, base);
        const warm = await open(page, base);
        console.log(
          `| ${device.name} | ${layout} | ${kb(cold.total)} / ${kb(cold.score)} | ${kb(warm.total)} / ${kb(warm.score)} |`,
        );
        for (const [when, figures] of [
          ['cold', cold],
          ['warm', warm],
        ] as const) {
          recordFigure(`reflow_open_kb_${device.name}_${layout}_${when}`, figures.total / 1024);
          recordFigure(`reflow_score_kb_${device.name}_${layout}_${when}`, figures.score / 1024);
        }
      } finally {
        await context.close();
      }
    }
}

/** Runs in the page: records each rotation from the window's resize to the frame showing the new page size. */
const RECORD = `() => {
  const score = document.querySelector('choir-app').shadowRoot.querySelector('[part="score"]');
  const state = { rotations: [], resized: null };
  window.addEventListener('resize', () => { state.resized = performance.now(); });
  new MutationObserver(() => {
    if (state.resized === null) return;
    const resized = state.resized;
    state.resized = null;
    requestAnimationFrame(() => state.rotations.push(performance.now() - resized));
  }).observe(score, { attributes: true, attributeFilter: ['data-page-size'] });
  window.__choirRotations = state;
}`;

async function rotations(browser: Browser, base: string, session: Session) {
  const portrait = { width: 390, height: 844 };
  const landscape = { width: 844, height: 390 };
  const context = await browser.newContext({
    viewport: portrait,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: base,
          localStorage: [
            ...session,
            { name: 'choir.scoreLayout', value: JSON.stringify({ layout: 'screen' }) },
          ],
        },
      ],
    },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}/en/player/10001`);
    const score = page.locator('choir-app [part="score"]');
    await page.locator('choir-app [part="page"] svg').first().waitFor();
    const sizeNow = () => score.getAttribute('data-page-size');
    // The first rotation each way teaches the device its boxes (and lays them out on the server).
    for (const viewport of [landscape, portrait]) {
      const before = await sizeNow();
      await page.setViewportSize(viewport);
      await page.waitForFunction(
        ([from]) =>
          document
            .querySelector('choir-app')
            ?.shadowRoot?.querySelector('[part="score"]')
            ?.getAttribute('data-page-size') !== from,
        [before],
      );
      await page.waitForLoadState('networkidle');
    }
    await page.evaluate(`(${RECORD})()`);
    for (let i = 0; i < ROTATIONS; i++) {
      await page.setViewportSize(i % 2 === 0 ? landscape : portrait);
      await page.waitForFunction(
        (count) =>
          (window as unknown as { __choirRotations: { rotations: number[] } }).__choirRotations.rotations
            .length >= count,
        i + 1,
      );
      await page.waitForTimeout(300);
    }
    const times = (await page.evaluate(
      () => (window as unknown as { __choirRotations: { rotations: number[] } }).__choirRotations.rotations,
    )) as number[];
    const p95 = percentile(times, 0.95);
    console.log(
      `\n### A rotation on the phone profile (4x CPU, 390x844 <-> 844x390): resize -> frame with the new layout, ${times.length} rotations`,
    );
    console.log(`| p50 | p95 | max | goal |\n|---|---|---|---|`);
    console.log(
      `| ${ms(percentile(times, 0.5))} | ${ms(p95)} | ${ms(Math.max(...times))} | <= ${GOALS.rotationMs} ms |`,
    );
    recordFigure('reflow_rotation_p95_ms', p95);
  } finally {
    await context.close();
  }
}

export async function benchReflow(base: string) {
  console.log('\n## Screen layouts (issue 38)');
  console.log(`Machine load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores.`);
  const session = await conductorStorage(base);
  const token = session.find((entry) => entry.name === 'access_token')!.value;
  await renderingCost(base, token);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    await bytesToOpen(browser, base, session);
    await rotations(browser, base, session);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchReflow(process.argv[2] ?? 'http://localhost:3000');
  writeFigures();
}
