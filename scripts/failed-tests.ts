/**
 * The end-to-end tests that failed or passed only on retry, from the JSON reports, a line
 * each with the first line of the error. test-summary.ts prints them just before its closing
 * counts: CI shows the end of a run's output, and a failure early in the log would otherwise
 * scroll out of it.
 */

/** What these scripts read of a Playwright JSON report. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: Suite[];
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: { status: string; results: { error?: { message?: string }; errorLocation?: { line: number } }[] }[];
}
interface Suite {
  title?: string;
  file?: string;
  specs?: Spec[];
  suites?: Suite[];
}

/** A runner's output without its terminal colour codes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes.
export const plain = (text: string) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

/** Each spec with the titles of the describe blocks around it (a file's own suite is titled by the file). */
function* specsOf(suite: Suite, path: string[] = []): Generator<{ spec: Spec; path: string[] }> {
  const here = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) yield { spec, path: here };
  for (const inner of suite.suites ?? []) yield* specsOf(inner, here);
}

/** Lines naming each failed ("FAILED") and flaky ("flaky") test of the given reports. */
export function failedTests(reports: PlaywrightReport[]): string[] {
  const lines: string[] = [];
  for (const { spec, path } of reports.flatMap((report) =>
    report.suites.flatMap((suite) => [...specsOf(suite)]),
  )) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const failed = test.results.find((result) => result.error);
      const error = failed?.error?.message ?? '';
      const first =
        plain(error)
          .split('\n')
          .find((line) => line.trim() !== '') ?? '';
      const label = test.status === 'unexpected' ? 'FAILED' : 'flaky';
      const title = [...path, spec.title].join(' › ');
      const thrown = failed?.errorLocation ? ` (line ${failed.errorLocation.line})` : '';
      lines.push(`${label} ${spec.file}:${spec.line} › ${title}\n    ${first.trim().slice(0, 300)}${thrown}`);
    }
  }
  return lines;
}
