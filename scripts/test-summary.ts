/** Adds up the results of the three test runners into one closing line: `total: N passed, M failed`. */
import { existsSync, readFileSync } from 'node:fs';

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
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes.
  const log = readFileSync(`${results}/wtr.log`, 'utf8').replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  const last = [...log.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  if (last) {
    passed += Number(last[1]);
    failed += Number(last[2]);
    parts.push(`web-test-runner ${last[1]}/${Number(last[1]) + Number(last[2])}`);
  }
}
if (existsSync(`${results}/e2e.json`)) {
  const e2e = JSON.parse(readFileSync(`${results}/e2e.json`, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  parts.push(
    `playwright ${e2e.stats.expected + e2e.stats.flaky}/${e2e.stats.expected + e2e.stats.flaky + e2e.stats.unexpected}`,
  );
}
console.log(`\n${parts.join(', ')}`);
console.log(`total: ${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exit(1);
