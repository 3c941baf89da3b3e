import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTests } from '../../../scripts/failed-tests';

/** A Playwright JSON report as its json reporter writes it: suites within suites, specs, tests, results. */
function report(tests: { title: string; status: string; error?: string }[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'failed-tests-'));
  const file = join(dir, 'e2e-1.json');
  const specs = tests.map((test, i) => ({
    title: test.title,
    file: 'operator/sync-editor.spec.ts',
    line: 10 + i,
    tests: [{ status: test.status, results: [{ status: 'failed', error: { message: test.error } }] }],
  }));
  writeFileSync(file, JSON.stringify({ suites: [{ suites: [{ specs }] }], stats: {} }));
  return file;
}

describe('failedTests', () => {
  it('names the failed and flaky tests with the first line of their error, and no passed one', () => {
    const file = report([
      { title: 'taps', status: 'unexpected', error: '\u001b[31m\nexpect(received).toBeLessThan(0.25)\nmore' },
      { title: 'drags', status: 'expected' },
      { title: 'saves', status: 'flaky', error: 'Timeout 5000ms exceeded.' },
    ]);
    expect(failedTests([file])).toEqual([
      'FAILED operator/sync-editor.spec.ts:10 › taps\n    expect(received).toBeLessThan(0.25)',
      'flaky operator/sync-editor.spec.ts:12 › saves\n    Timeout 5000ms exceeded.',
    ]);
  });
});
