/** Adds up the results of the test runners into one closing line: `total: N passed, M failed`. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { failedTests, type PlaywrightReport, plain } from './failed-tests';

const results = '.tmp/results';
let passed = 0;
let failed = 0;
const parts: string[] = [];

if (existsSync(`${results}/vitest.json`)) {
  const vitest = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  parts.push(`vitest ${vitest.numPassedTests}/${vitest.numPassedTests + vitest.numFailedTests}`);
}
if (existsSync(`${results}/wtr.log`)) {
  const log = plain(readFileSync(`${results}/wtr.log`, 'utf8'));
  const last = [...log.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  if (last) {
    passed += Number(last[1]);
    failed += Number(last[2]);
    parts.push(`web-test-runner ${last[1]}/${Number(last[1]) + Number(last[2])}`);
  }
}
// The end-to-end suite and its solo specs (scripts/e2e.sh), a JSON report each.
const reports = readdirSync(results)
  .filter((file) => /^e2e-(main|solo)\.json$/.test(file))
  .map((file) => JSON.parse(readFileSync(`${results}/${file}`, 'utf8')) as PlaywrightReport);
if (reports.length > 0) {
  let e2ePassed = 0;
  let e2eFailed = 0;
  for (const { stats } of reports) {
    e2ePassed += stats.expected + stats.flaky;
    e2eFailed += stats.unexpected;
  }
  passed += e2ePassed;
  failed += e2eFailed;
  parts.push(`playwright ${e2ePassed}/${e2ePassed + e2eFailed}`);
}
// The smoke walk in Firefox and WebKitGTK (scripts/smoke-walk.sh): node's test runner, a log per engine.
const smokeLogs = readdirSync(results).filter((file) => /^smoke-.+\.log$/.test(file));
if (smokeLogs.length > 0) {
  let smokePassed = 0;
  let smokeFailed = 0;
  let knownBugs = 0;
  for (const file of smokeLogs) {
    const log = plain(readFileSync(`${results}/${file}`, 'utf8'));
    const count = (name: string) =>
      Number(new RegExp(`^ℹ ${name} (\\d+)$`, 'm').exec(log)?.[1] ?? Number.NaN);
    // A run that ended before its counts (its time-out) failed.
    if (Number.isNaN(count('pass'))) {
      smokeFailed++;
      continue;
    }
    smokePassed += count('pass');
    smokeFailed += count('fail') + count('cancelled');
    knownBugs += count('todo');
  }
  passed += smokePassed;
  failed += smokeFailed;
  const todo = knownBugs > 0 ? `, ${knownBugs} TODO (known app bugs)` : '';
  // An engine whose first walk failed and was walked again (smoke-walk.sh).
  const again = readdirSync(results).filter((file) => /^smoke-.+-first-attempt\.txt$/.test(file)).length;
  const flaky = again > 0 ? `, ${again} walked again after a failure` : '';
  parts.push(
    `smoke ${smokePassed}/${smokePassed + smokeFailed} in ${smokeLogs.length} engines${todo}${flaky}`,
  );
}
// Last, where a CI log's tail shows them: the end-to-end tests that failed or needed a retry.
const named = failedTests(reports);
if (named.length > 0) console.log(`\n${named.join('\n')}`);
console.log(`\n${parts.join(', ')}`);
console.log(`total: ${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exit(1);
