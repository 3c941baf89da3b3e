import { describe, expect, it } from 'vitest';
import { failedTests, type PlaywrightReport } from '../../../scripts/failed-tests';

/** A Playwright JSON report as its json reporter writes it: suites within suites, specs, tests, results. */
function report(tests: { title: string; status: string; error?: string }[]): PlaywrightReport {
  const specs = tests.map((test, i) => ({
    title: test.title,
    file: 'operator/sync-editor.spec.ts',
    line: 10 + i,
    tests: [{ status: test.status, results: [{ status: 'failed', error: { message: test.error } }] }],
  }));
  return { suites: [{ suites: [{ specs }] }], stats: { expected: 1, unexpected: 1, flaky: 1 } };
}

describe('failedTests', () => {
  it('names the failed and flaky tests with the first line of their error, and no passed one', () => {
    const shard = report([
      { title: 'taps', status: 'unexpected', error: '\u001b[31m\nexpect(received).toBeLessThan(0.25)\nmore' },
      { title: 'drags', status: 'expected' },
      { title: 'saves', status: 'flaky', error: 'Timeout 5000ms exceeded.' },
    ]);
    expect(failedTests([shard])).toEqual([
      'FAILED operator/sync-editor.spec.ts:10 › taps\n    expect(received).toBeLessThan(0.25)',
      'flaky operator/sync-editor.spec.ts:12 › saves\n    Timeout 5000ms exceeded.',
    ]);
  });
});
