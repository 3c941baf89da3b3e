/**
 * How fast ink follows the pen (issue 39: pointer event to painted stroke, p95 within one frame at
 * 60 Hz, 16.7 ms). In headless Chromium against a running server, the conductor's iPad upright
 * (820x1180) draws strokes with the pen tool over "Nun danket": each pointer move's timestamp (the
 * time the input arrived) against the frame that draws the live stroke's new outline, measured as
 * in page-turns.ts (the next animation frame, then a task of the highest priority posted from it,
 * which runs once that frame's rendering steps are done).
 *
 * Pointer moves reach a page at the start of a frame (Chromium aligns them to frames), so a move's
 * ink waits for the next one: the same strokes on an empty page that only lengthens one SVG path
 * give the floor this sets, and the player's row is read beside it.
 *
 * Prints figures; asserts nothing. `npm run bench` calls it with its own server; alone:
 * `npx tsx tests/bench/markings-ink.ts http://localhost:3601`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { showEmptyPage, signInByForm } from './bench-pages';
import { recordFigure, writeFigures } from './results';
import { percentile } from './stats';

const STROKES = 30;
const MOVES_PER_STROKE = 20;
const FRAME_MS = 1000 / 60;

/** Runs in the page: records each pointer move from its event to the frame that shows the ink. */
const RECORD = `(score) => {
  const state = { inks: [], input: null };
  window.addEventListener('pointermove', (event) => { state.input = event.timeStamp; }, true);
  new MutationObserver(() => {
    if (state.input === null) return;
    const event = state.input;
    state.input = null;
    requestAnimationFrame(() => {
      const frame = performance.now();
      scheduler.postTask(() => state.inks.push({ event, frame, painted: performance.now() }), {
        priority: 'user-blocking',
      });
    });
  }).observe(score, { attributes: true, attributeFilter: ['d'], subtree: true });
  window.__choirInk = state;
}`;

interface Ink {
  event: number;
  frame: number;
  painted: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A page with one SVG path that a pressed pointer's moves lengthen. */
const EMPTY_PAGE = `<!doctype html><body style="margin:0"><svg style="width:100vw;height:100vh"><path fill="none" stroke="black" d="M0 0"/></svg>
<script>
  const path = document.querySelector('path');
  let down = false;
  addEventListener('pointerdown', (e) => { down = true; path.setAttribute('d', 'M' + e.clientX + ' ' + e.clientY); });
  addEventListener('pointerup', () => { down = false; });
  addEventListener('pointermove', (e) => { if (down) path.setAttribute('d', path.getAttribute('d') + ' L' + e.clientX + ' ' + e.clientY); });
</script>`;

type Box = { x: number; y: number; width: number; height: number };

/** Draws `STROKES` strokes across `box` with the mouse and returns what the page recorded. */
async function drawStrokes(page: Page, box: Box): Promise<Ink[]> {
  for (let stroke = 0; stroke < STROKES; stroke++) {
    const y = box.y + box.height * (0.2 + (0.6 * stroke) / STROKES);
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    for (let i = 1; i <= MOVES_PER_STROKE; i++) {
      await page.mouse.move(box.x + box.width * (0.2 + (0.5 * i) / MOVES_PER_STROKE), y + (i % 3) * 2);
      await page.waitForTimeout(8 + ((i * 5) % 9));
    }
    await page.mouse.up();
  }
  await page.waitForTimeout(100);
  return page.evaluate(() => (window as unknown as { __choirInk: { inks: Ink[] } }).__choirInk.inks);
}

function report(label: string, key: string, inks: Ink[]) {
  const frame = inks.map((ink) => ink.frame - ink.event);
  const painted = inks.map((ink) => ink.painted - ink.event);
  console.log(
    `| ${label} | ${inks.length} | ${ms(percentile(frame, 0.5))} / ${ms(percentile(frame, 0.95))} | ${ms(percentile(painted, 0.5))} / ${ms(percentile(painted, 0.95))} / ${ms(Math.max(...painted))} | ${ms(FRAME_MS)} |`,
  );
  recordFigure(`${key}_event_to_frame_p95_ms`, percentile(frame, 0.95));
  recordFigure(`${key}_event_to_paint_p95_ms`, percentile(painted, 0.95));
}

export async function benchMarkingsInk(base: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  console.log('\n## Ink: pointer move -> stroke painted (headless Chromium, 820x1180)');
  console.log(`Machine load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores.`);
  try {
    const page = await (await browser.newContext({ viewport: { width: 820, height: 1180 } })).newPage();
    await signInByForm(page, base);
    await page.goto(`${base}/en/player/10001`);
    const player = page.locator('choir-app');
    await player.locator('[part="page"] svg').first().waitFor();
    await player.getByRole('button', { name: 'Rehearse' }).click();
    await player.locator('[data-action="markings"]').click();
    await player.locator('[data-marking-tool="pen"]').click();
    await page.evaluate(
      `(${RECORD})(document.querySelector('choir-app').shadowRoot.querySelector('[part="score"]'))`,
    );
    const box = (await player.locator('[part="page"]').first().boundingBox())!;
    console.log(
      '| page | moves | event -> frame p50 / p95 | event -> painted p50 / p95 / max | one frame (60 Hz) |\n|---|---|---|---|---|',
    );
    report('the player, pen tool', 'markings_ink', await drawStrokes(page, box));
    await showEmptyPage(page, EMPTY_PAGE);
    await page.evaluate(`(${RECORD})(document.querySelector('svg'))`);
    report('an empty page (the floor)', 'markings_ink_empty_page', await drawStrokes(page, box));
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) throw new Error('usage: npx tsx tests/bench/markings-ink.ts <server url>');
  await benchMarkingsInk(base);
  writeFigures();
}
