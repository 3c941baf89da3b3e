/// <reference types="mocha" />
/**
 * Injected into every browser test bundle (scripts/build-browser-tests.ts): tells the runner which
 * test starts and ends, as it happens. The runner reports a file's results only when the file is
 * done, so when a page hangs or crashes ("did not finish within …") this trail, written to
 * .tmp/results/wtr-progress.log by the config's plugin, is what names the test it stopped in.
 */
import { executeServerCommand } from '@web/test-runner-commands';

const tell = (event: string, test: Mocha.Runnable | undefined) =>
  executeServerCommand('test-progress', { event, title: test?.fullTitle() ?? '?' }).catch(() => undefined);

beforeEach(function () {
  return tell('start', this.currentTest);
});
afterEach(function () {
  return tell(this.currentTest?.state ?? 'end', this.currentTest);
});
