import { chromeLauncher } from '@web/test-runner-chrome';

/** Component tests in Debian's Chromium; test files are pre-bundled by scripts/build-browser-tests.ts. */
export default {
  files: `${process.env.BROWSER_TESTS_DIR ?? '.tmp/browser-tests'}/**/*.test.js`,
  nodeResolve: false,
  concurrency: 1,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 120000,
};
