/**
 * The end-to-end tests that failed or passed only on retry, from the shards' JSON reports, a line
 * each with the first line of the error. Printed last by test-summary.ts: CI shows the end of a
 * run's output, and a failure in the first shard's log would otherwise scroll out of it.
 */
import { readFileSync } from 'node:fs';

interface Result {
  status: string;
  error?: { message?: string };
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: { status: string; projectName?: string; results: Result[] }[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes.
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

function* specsOf(suite: Suite): Generator<Spec> {
  yield* suite.specs ?? [];
  for (const inner of suite.suites ?? []) yield* specsOf(inner);
}

/** Lines naming each failed ("FAILED") and flaky ("flaky") test of the given Playwright reports. */
export function failedTests(reports: string[]): string[] {
  const lines: string[] = [];
  for (const report of reports) {
    const { suites } = JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] };
    for (const spec of suites.flatMap((suite) => [...specsOf(suite)])) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results.find((result) => result.error)?.error?.message ?? '';
        const first =
          plain(error)
            .split('\n')
            .find((line) => line.trim() !== '') ?? '';
        const label = test.status === 'unexpected' ? 'FAILED' : 'flaky';
        lines.push(`${label} ${spec.file}:${spec.line} › ${spec.title}\n    ${first.trim().slice(0, 300)}`);
      }
    }
  }
  return lines;
}
