import { defineConfig } from '@playwright/test';
import { DISABLE_FEATURES_ARG } from './tests/e2e/support/chromium-features';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOP_PORT = Number(process.env.E2E_SHOP_PORT ?? PORT + 1);
/** The demo host pages (webshop, CMS, CSP, double bundle) of the server under test. */
/** Lets end-to-end tests read the client error reports (`GET /api/operator/errors`). */
export const OPERATOR_TOKEN = 'e2e-operator-token';
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? PORT + 2);
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
 * `npm test` runs them alone after the shards (scripts/e2e-sharded.sh): `E2E_SOLO=skip` leaves
 * them out, `E2E_SOLO=only` runs nothing else.
 */
export const SOLO_SPECS = ['**/practice/beat-check.spec.ts'];
const SOLO = process.env.E2E_SOLO;

export default defineConfig({
  testDir: 'tests/e2e',
  ...(SOLO === 'skip' ? { testIgnore: SOLO_SPECS } : SOLO === 'only' ? { testMatch: SOLO_SPECS } : {}),
  outputDir: `.tmp/e2e-results-${PORT}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
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
  webServer: {
    // A fresh database per run: unlock codes are single-use and demo purchases are reseeded.
    command: `rm -rf .tmp/e2e-data-${PORT} && SEED_DEMO=true OPERATOR_TOKEN=${OPERATOR_TOKEN} DATA_DIR=.tmp/e2e-data-${PORT} PURCHASE_AVAILABILITY_DELAY_SECONDS=5 PORT=${PORT} DEMO_PORT=${DEMO_PORT} ALLOWED_ORIGINS=http://localhost:${PORT},http://localhost:${SHOP_PORT},http://localhost:${DEMO_PORT} node --import tsx server/main.ts`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
