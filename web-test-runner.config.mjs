import { appendFileSync, mkdirSync } from 'node:fs';
import { chromeLauncher } from '@web/test-runner-chrome';

const TRAIL = '.tmp/results/wtr-progress.log';

/**
 * Writes each test's start and end as the page tells them (tests/browser/support/progress-trail.ts):
 * the runner shows a file's results only once the file is done, so for a file that hangs this trail
 * is what says where.
 */
function progressTrail() {
  mkdirSync('.tmp/results', { recursive: true });
  return {
    name: 'choir-progress-trail',
    executeCommand({ command, payload, session }) {
      if (command !== 'test-progress') return undefined;
      const time = new Date().toISOString().slice(11, 23);
      appendFileSync(
        TRAIL,
        `${time} ${session.testFile.replace(/^.*browser-tests\//, '')} ${payload.event}: ${payload.title}\n`,
      );
      return true;
    },
  };
}

/** Component tests in Debian's Chromium; test files are pre-bundled by scripts/build-browser-tests.ts. */
export default {
  files: `${process.env.BROWSER_TESTS_DIR ?? '.tmp/browser-tests'}/**/*.test.js`,
  nodeResolve: false,
  concurrency: 1,
  plugins: [progressTrail()],
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
