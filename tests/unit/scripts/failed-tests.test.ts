import { describe, expect, it } from 'vitest';
import { failedTests, type PlaywrightReport } from '../../../scripts/failed-tests';

/** A Playwright JSON report as its json reporter writes it: suites within suites, specs, tests, results. */
function report(tests: { title: string; status: string; error?: string; at?: number }[]): PlaywrightReport {
  const file = 'operator/sync-editor.spec.ts';
  const specs = tests.map((test, i) => ({
    title: test.title,
    file,
    line: 10 + i,
    tests: [
      {
        status: test.status,
        results: [
          {
            status: 'failed',
            error: { message: test.error },
            ...(test.at ? { errorLocation: { file, line: test.at, column: 7 } } : {}),
          },
        ],
      },
    ],
  }));
  const suites = [{ title: file, file, suites: [{ title: 'at 390 px', file, specs }] }];
  return { suites, stats: { expected: 1, unexpected: 1, flaky: 1 } };
}

describe('failedTests', () => {
  it('names the failed and flaky tests, their describe blocks and the first line of their error', () => {
    const shard = report([
      {
        title: 'taps',
        status: 'unexpected',
        error: '\u001b[31m\nexpect(received).toBeLessThan(0.25)\nmore',
        at: 42,
      },
      { title: 'drags', status: 'expected' },
      { title: 'saves', status: 'flaky', error: 'Timeout 5000ms exceeded.' },
    ]);
    expect(failedTests([shard])).toEqual([
      'FAILED operator/sync-editor.spec.ts:10 › at 390 px › taps\n    expect(received).toBeLessThan(0.25) (line 42)',
      'flaky operator/sync-editor.spec.ts:12 › at 390 px › saves\n    Timeout 5000ms exceeded.',
    ]);
  });
});
