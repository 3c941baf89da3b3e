import { defineConfig } from '@playwright/test';
import { DISABLE_FEATURES_ARG } from './tests/e2e/support/chromium-features';

/**
 * Workers, each with a server and a fresh database of its own (`npm test` runs two, one per core): no
 * worker sees another's accounts, codes or progress, and a spec file runs in one worker (unless it
 * says its tests may run apart), so its tests share one server as before.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Worker `index`'s server port; the ports after it are its webshop, demo hosts and the specs' own. */
const serverPort = (index: number) => BASE_PORT + 10 * index;
/**
 * The port of this worker's server (Playwright numbers its workers in TEST_PARALLEL_INDEX before it
 * loads this file; the runner's own process, which starts the servers, reads the first).
 */
export const PORT = serverPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** A "webshop" of the specs' own on another origin (cross-origin embedding). */
export const SHOP_PORT = PORT + 1;
/** The demo host pages (webshop, CMS, CSP, double bundle) of the server under test. */
export const DEMO_PORT = PORT + 2;
/** Lets end-to-end tests read the client error reports (`GET /api/operator/errors`). */
export const OPERATOR_TOKEN = 'e2e-operator-token';
/**
 * Debian's old headless shell (package chromium-headless-shell, the Chromium that Playwright runs by
 * default): it opens no browser window per context, which in Chromium's own headless mode costs
 * a second of CPU for each test.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
/**
 * Chromium flags for this machine (docs/pitfalls.md, "Browsers"): no sandbox as root, no background network, no
 * address-bar popups (tests/e2e/support/chromium-features.ts).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  DISABLE_FEATURES_ARG,
];

/**
 * Specs that measure timing against Chromium's fake camera: it falls behind on a busy machine, so
 * `npm test` runs them alone after the others (scripts/e2e.sh): `E2E_SOLO=skip` leaves
 * them out, `E2E_SOLO=only` runs nothing else.
 */
export const SOLO_SPECS = ['**/practice/beat-check.spec.ts'];
const SOLO = process.env.E2E_SOLO;

export default defineConfig({
  testDir: 'tests/e2e',
  ...(SOLO === 'skip' ? { testIgnore: SOLO_SPECS } : SOLO === 'only' ? { testMatch: SOLO_SPECS } : {}),
  outputDir: `.tmp/e2e-results-${BASE_PORT}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A fresh context installs the offline worker, which fetches and stores the whole app (over a
    // second of CPU per test): only the specs about it allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  workers: WORKERS,
  // One per worker: a fresh database per run (unlock codes are single-use, demo purchases reseeded).
  webServer: Array.from({ length: WORKERS }, (_, index) => testServer(serverPort(index))),
});

/** The server under test on `port` (its demo hosts on `port + 2`), started with a fresh database. */
function testServer(port: number) {
  const demoPort = port + 2;
  const origins = [port, port + 1, demoPort].map((each) => `http://localhost:${each}`).join(',');
  return {
    command: `rm -rf .tmp/e2e-data-${port} && SEED_DEMO=true OPERATOR_TOKEN=${OPERATOR_TOKEN} DATA_DIR=.tmp/e2e-data-${port} PURCHASE_AVAILABILITY_DELAY_SECONDS=5 PORT=${port} DEMO_PORT=${demoPort} ALLOWED_ORIGINS=${origins} node --import tsx server/main.ts`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
