/**
 * How fast a page turned by hand is on the screen (issue 36: within one frame). In headless
 * Chromium against a running server, the conductor's iPad upright (820x1180, one page at a time)
 * turns the pages of "Nun danket" back and forth: 60 times with Page down / Page up (what a pedal
 * sends) and 60 times with a tap on the right or left third of the score (a finger resting 80 ms).
 *
 * The page records each key or touch event's timestamp (the time the input arrived), when the
 * score's pages changed in the DOM, when the next animation frame began after that (the frame
 * that draws the new page) and when that frame's rendering steps were done (a task of the highest
 * priority posted from the frame runs right after them; a message would first wait for the tasks
 * queued before it, such as work the player leaves until after the frame). Event -> frame is the
 * figure, beside the frame at 60 Hz (16.7 ms): at most one frame means the new page is in the
 * first frame after the pedal. Event -> painted adds that frame's own work (style, layout, paint
 * of the page).
 *
 * A key on an idle page gets its frame at once. A touch comes through DevTools' synthetic input,
 * which has a frame drawn just before it hands the touch's end to the page: the turn's frame then
 * waits for the next one, up to a whole frame later, which a finger on an idle page does not. So the
 * same taps also turn an empty page that only changes one attribute (no app, no work): its figure
 * is the floor synthetic touch sets in this browser, and the player's row is read beside it.
 *
 * Prints figures; asserts nothing. `npm run bench` calls it with its own server; alone:
 * `npx tsx tests/bench/page-turns.ts http://localhost:3601`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { showEmptyPage, signInByForm } from './bench-pages';
import { recordFigure, writeFigures } from './results';
import { percentile } from './stats';

const TURNS = 60;
/**
 * How long a finger rests on the glass in a tap: most taps last 50-150 ms, where Playwright's own
 * tap lifts it within a millisecond, while the frames its touch start asked for still run.
 */
const FINGER_DOWN_MS = 80;
const FRAME_MS = 1000 / 60;

interface Turn {
  event: number;
  /** When the page's listener had the event (the rest of `event` to it is the queue). */
  handled: number;
  dom: number;
  frame: number;
  painted: number;
}

/**
 * Runs in the page: records each turn from its input event to the frame that shows it. `score` is
 * the element whose `data-shown` changes with a turn.
 */
const RECORD = `(score) => {
  const state = { turns: [], input: null };
  const input = (event) => { state.input = { event: event.timeStamp, handled: performance.now() }; };
  window.addEventListener('keydown', input, true);
  window.addEventListener('pointerup', input, true);
  new MutationObserver(() => {
    if (state.input === null) return;
    const turn = { ...state.input, dom: performance.now() };
    state.input = null;
    requestAnimationFrame(() => {
      turn.frame = performance.now();
      // The most urgent task runs once the frame is rendered, before tasks queued earlier.
      scheduler.postTask(() => state.turns.push({ ...turn, painted: performance.now() }), {
        priority: 'user-blocking',
      });
    });
  }).observe(score, { attributes: true, attributeFilter: ['data-shown'] });
  window.__choirTurns = state;
}`;

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __choirTurns: { turns: Turn[] } }).__choirTurns.turns.length);

/** Turns `TURNS` times with `turn(forward)`, each once the one before is painted, at varied phases. */
async function turnPages(page: Page, turn: (forward: boolean) => Promise<void>): Promise<Turn[]> {
  const start = await recorded(page);
  for (let i = 0; i < TURNS; i++) {
    await turn(i % 2 === 0);
    await page.waitForFunction(
      (count) =>
        (window as unknown as { __choirTurns: { turns: Turn[] } }).__choirTurns.turns.length >= count,
      start + i + 1,
    );
    await page.waitForTimeout(40 + ((i * 7) % 23));
  }
  return page.evaluate(
    (from) => (window as unknown as { __choirTurns: { turns: Turn[] } }).__choirTurns.turns.slice(from),
    start,
  );
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A page with nothing but a box whose `data-shown` a tap's `pointerup` changes. */
const EMPTY_PAGE = `<!doctype html><body style="margin:0"><div data-shown="1" style="height:100vh">1</div>
<script>
  const box = document.querySelector('div');
  addEventListener('pointerup', () => { box.dataset.shown = box.textContent = String(Number(box.dataset.shown) + 1); });
</script>`;

function report(label: string, key: string, turns: Turn[]) {
  const since = (at: (turn: Turn) => number) => turns.map((turn) => at(turn) - turn.event);
  const frame = since((turn) => turn.frame);
  const painted = since((turn) => turn.painted);
  const work = turns.map((turn) => turn.dom - turn.handled);
  const spread = (values: number[]) =>
    `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.95))} / ${ms(Math.max(...values))}`;
  const p95 = percentile(frame, 0.95);
  console.log(
    `| ${label} | ${turns.length} | ${ms(percentile(work, 0.95))} | ${spread(frame)} | ${ms(FRAME_MS)} | ${spread(painted)} |`,
  );
  recordFigure(`page_turn_${key}_event_to_frame_p95_ms`, p95);
  recordFigure(`page_turn_${key}_event_to_paint_p95_ms`, percentile(painted, 0.95));
  recordFigure(`page_turn_${key}_handler_p95_ms`, percentile(work, 0.95));
}

/** A finger's tap near the right (forward) or left edge of `box`, 40 % down, through DevTools. */
async function tap(
  cdp: CDPSession,
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  forward: boolean,
) {
  const touchPoints = [{ x: box.x + box.width * (forward ? 0.9 : 0.1), y: box.y + box.height * 0.4 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
  await page.waitForTimeout(FINGER_DOWN_MS);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

export async function benchPageTurns(base: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  console.log('\n## Page turns by hand: input event -> new page painted (headless Chromium, 820x1180)');
  // Other work on the machine stretches every figure; the load says how much.
  console.log(`Machine load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores.`);
  console.log(
    '| input | turns | handler -> DOM p95 | event -> frame p50 / p95 / max | one frame (60 Hz) | event -> painted p50 / p95 / max |\n|---|---|---|---|---|---|',
  );
  try {
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true });
    const page = await context.newPage();
    await signInByForm(page, base);
    await page.evaluate(() => {
      const all = JSON.parse(localStorage.getItem('choir.playerSettings') ?? '{}');
      all['10001'] = {
        lookaheadMilliseconds: 0,
        preferredVoice: '',
        showHighlighter: true,
        lastOpened: { ts: Date.now(), part: 0, page: 1 },
        zoom: 'auto',
      };
      localStorage.setItem('choir.playerSettings', JSON.stringify(all));
      localStorage.removeItem('choir.pageTurns');
    });
    await page.goto(`${base}/en/player/10001`);
    const player = page.locator('choir-app');
    await player.locator('[part="page"] svg').first().waitFor();
    // Both pages prepared: page 2's first showing is a clone too, like every later one.
    await page.waitForFunction(
      () => !document.querySelector('choir-app')?.shadowRoot?.querySelector('[part="play"]:disabled'),
    );
    // The page is taller than the score's box: a pedal first scrolls to its end. From there each
    // forward press turns to page 2's top and each back press to page 1's end.
    await page.keyboard.press('PageDown');
    await page.evaluate(
      `(${RECORD})(document.querySelector('choir-app').shadowRoot.querySelector('[part="score"]'))`,
    );

    report(
      'Page down / Page up (a pedal)',
      'key',
      await turnPages(page, (forward) => page.keyboard.press(forward ? 'PageDown' : 'PageUp')),
    );
    const box = (await player.locator('[part="score"]').boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const taps = (forward: boolean) => tap(cdp, page, box, forward);
    report('tap on the right / left third', 'tap', await turnPages(page, taps));
    await showEmptyPage(page, EMPTY_PAGE);
    await page.evaluate(`(${RECORD})(document.querySelector('div'))`);
    report('the same taps on an empty page (the floor)', 'tap_empty_page', await turnPages(page, taps));
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPageTurns(process.argv[2] ?? 'http://localhost:3000');
  writeFigures();
}
