/**
 * Size budgets (issue: embedding), measured as an integrator's page really loads: for each element
 * a page with only that element and the autoloader is opened in Chromium against the real server,
 * and every JavaScript file it fetched until the network is quiet is counted (gzip -9 per file),
 * lazy chunks included. Also printed: the chunks shared by several elements (React, core, styles),
 * each element's own entry, the classic script, and whether Plyr was loaded.
 * Exits non-zero when a budget is exceeded, so the test command catches regressions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../playwright.config';
import { startServer, stopServer } from './start-server';

const dist = process.env.DIST_DIR ?? 'dist';
const PORT = Number(process.env.SIZE_PORT ?? 3190);
const ORIGIN = `http://localhost:${PORT}`;
const KB = 1024;

/**
 * The goals, held by the test command (a goal may carry a higher ceiling while it is not
 * met yet). React 19 alone is about 66 KB of a page's total, so every element's own part counts.
 */
const BUDGETS: Record<string, { goal: number; ceiling: number }> = {
  autoloader: { goal: 5 * KB, ceiling: 5 * KB },
  // 130.4 KB after the rehearsal wave (mixer, screen layout, markings, programmes, the start page's
  // works card and introduction); 130.5 KB with the texts by area (decision 0052).
  'choir-works': { goal: 130 * KB, ceiling: 131 * KB },
  // A video lesson at the app's address, Plyr's code (loaded once the page is idle) included: 221.5 KB
  // while its first view carried DOMPurify and the musical example's code, 206.8 KB without.
  // 209.7 KB with dark mode (issue 36); 211.5 KB once issue 37's field fixes joined the app bundle
  // (the first visit's calls repeated for the offline worker, the metronome's stuck-clock check, the
  // sign-in's busy answer); 207.9 KB with the metronome panel and the camera's parts loaded when first
  // opened, and Plyr's sheet without what only older browsers read.
  // 215.0 KB after the rehearsal wave; 207.2 KB with the texts by area and less chunk merging
  // (decision 0052).
  lesson: { goal: 210 * KB, ceiling: 210 * KB },
  // The app at its own address, signed in, on the start page: 150.4-150.5 KB. Also the guard of the
  // app bundle's merging of small chunks (app-bundle.ts): a lazy library that joined the first view
  // (Plyr alone is ~25 KB) would pass it.
  // 160.4 KB after the rehearsal wave; 153.4 KB with the texts by area and less chunk merging
  // (decision 0052).
  'app-start': { goal: 155 * KB, ceiling: 155 * KB },
  // 157.2 KB while DOMPurify came with it; 146.7 KB where the browser sanitises scores itself.
  // 156.1 KB with the mixer's button, the screen layout and the markings' loader; 156.3 KB with
  // stored markings drawn as soon as the score shows, the texts by area (decision 0052); 156.9 KB
  // before and 156.0 KB after the dialogs' texts and the desk mode's row left the first view
  // (decision 0057).
  'choir-player': { goal: 150 * KB, ceiling: 156.5 * KB },
};

/** The lesson the bench measures (a video lesson with its text), as the app shows it at its own address. */
const LESSON_ROUTE = '/en/learnElement/0/1/14';

/** The pages measured: the element with the attributes a shop would give it. */
const API = `${ORIGIN}/api`;
const PAGES: { name: string; html: string; signedIn?: boolean }[] = [
  { name: 'choir-works', html: `<choir-works locale="de" api-base="${API}"></choir-works>` },
  {
    name: 'choir-player',
    html: `<choir-player article-id="10002" locale="de" api-base="${API}" style="height: 700px"></choir-player>`,
  },
  { name: 'choir-login', html: `<choir-login locale="de" api-base="${API}"></choir-login>` },
  { name: 'choir-start', html: `<choir-start locale="de" api-base="${API}"></choir-start>` },
  { name: 'choir-options', html: `<choir-options locale="de" api-base="${API}"></choir-options>` },
  { name: 'choir-tools', html: `<choir-tools locale="de" api-base="${API}"></choir-tools>` },
  {
    name: 'choir-learn-element (text)',
    html: `<choir-learn-element locale="de" api-base="${API}" topic-id="0" module-id="1" learn-element-id="11"></choir-learn-element>`,
  },
  {
    name: 'choir-learn-element (video)',
    html: `<choir-learn-element locale="de" api-base="${API}" topic-id="0" module-id="1" learn-element-id="14"></choir-learn-element>`,
    signedIn: true,
  },
  { name: 'choir-app', html: `<choir-app api-base="${API}"></choir-app>` },
];

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function signInToken() {
  const response = await fetch(`${ORIGIN}/api/auth/login?app=choir-coach`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'conductor@example.com', password: 'choir-2026' }),
  });
  return (await response.json()) as { token: string; user: unknown };
}

/**
 * The built files a page fetched (paths under dist): a page with the autoloader and `html`, or
 * with `{ route }` the server's own app page at that route.
 */
async function measure(
  html: string | { route: string },
  session?: { token: string; user: unknown },
): Promise<Set<string>> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === ORIGIN && url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js'))
        files.add(url.pathname.slice('/dist/'.length));
    });
    if (session)
      await page.addInitScript((stored) => {
        localStorage.setItem('access_token', stored.token);
        localStorage.setItem('choir.user', JSON.stringify(stored.user));
      }, session);
    await page.route(`${ORIGIN}/size-page`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/dist/choir-coach.js"></script></head><body>${html}</body></html>`,
      }),
    );
    await page.goto(typeof html === 'string' ? `${ORIGIN}/size-page` : `${ORIGIN}${html.route}`);
    // Shown, not just started: until nothing in the element is busy loading, then the network rests.
    await page
      .waitForFunction(
        () => {
          const root = document.querySelector('body > [api-base]')?.shadowRoot;
          return !!root?.querySelector('main, [part]') && !root.querySelector('[aria-busy="true"]');
        },
        null,
        { timeout: 15_000 },
      )
      .catch(() => console.warn(`[size] ${html} still busy after 15 s`));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return files;
  } finally {
    await browser.close();
  }
}

const server = await startServer(PORT, '.tmp/size-data');
const rows: [string, number, string][] = [];
let failed = false;
function row(name: string, size: number, budget?: { goal: number; ceiling: number }, note = '') {
  let verdict = note;
  if (budget) {
    const over = size > budget.ceiling;
    failed ||= over;
    verdict =
      size <= budget.goal
        ? `< ${kb(budget.goal)}`
        : `goal < ${kb(budget.goal)} not met; ${over ? 'OVER' : 'within'} ceiling ${kb(budget.ceiling)}`;
  }
  rows.push([name, size, verdict]);
}

try {
  const session = await signInToken();
  row('autoloader (choir-coach.js)', gzip(path.join(dist, 'choir-coach.js')), BUDGETS.autoloader);
  const loaded = new Map<string, Set<string>>();
  for (const { name, html, signedIn } of PAGES)
    loaded.set(name, await measure(html, signedIn ? session : undefined));
  const sizeOf = (files: Iterable<string>) =>
    [...files].reduce((sum, file) => sum + gzip(path.join(dist, file)), 0);
  // What every page loads (React, the core, styles), and what each page alone needs on top.
  const pages = [...loaded.values()];
  const everywhere = new Set(pages[0]);
  for (const file of everywhere) if (!pages.every((files) => files.has(file))) everywhere.delete(file);
  for (const [name, files] of loaded) {
    const own = [...files].filter((file) => !everywhere.has(file));
    // Plyr's chunk (components/video/plyr-setup.ts), which a lesson asks for only when the user reaches for its video.
    const plyr = [...files].some((file) => path.basename(file).startsWith('plyr-setup-'));
    row(
      `page with only <${name}>: all it loads (own part ${kb(sizeOf(own))})`,
      sizeOf(files),
      BUDGETS[name],
      plyr ? 'Plyr loaded' : 'no Plyr',
    );
  }
  row('shared by every page (React, core, styles, autoloader)', sizeOf(everywhere));
  // The app at its own address loads its own bundle (scripts/build/app-bundle.ts), in few files.
  const app = await measure({ route: '/en/start' }, session);
  loaded.set('app-start', app);
  row(
    `the app page, signed-in /en/start: all it loads (${app.size} files)`,
    sizeOf(app),
    BUDGETS['app-start'],
  );
  const lesson = await measure({ route: LESSON_ROUTE }, session);
  loaded.set('lesson', lesson);
  row(
    `the app page, signed-in video lesson: all it loads (${lesson.size} files)`,
    sizeOf(lesson),
    BUDGETS.lesson,
  );
  // SIZE_DETAIL=<page name, app-start or lesson> lists that page's files, largest first: where to look when it grows.
  for (const file of [...(loaded.get(process.env.SIZE_DETAIL ?? '') ?? [])].sort(
    (a, b) => gzip(path.join(dist, b)) - gzip(path.join(dist, a)),
  ))
    console.log(`${kb(gzip(path.join(dist, file))).padStart(9)}  ${file}`);
  row('classic script (choir-coach.iife.js, everything)', gzip(path.join(dist, 'choir-coach.iife.js')));
} finally {
  stopServer(server);
}

console.log('| what | gzip | budget |\n|---|---|---|');
for (const [name, size, verdict] of rows) console.log(`| ${name} | ${kb(size)} | ${verdict} |`);
if (failed) {
  console.error('A size budget is exceeded.');
  process.exit(1);
}
