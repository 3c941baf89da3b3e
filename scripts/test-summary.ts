/** Adds up the results of the three test runners into one closing line: `total: N passed, M failed`. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

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
// The end-to-end suite runs in shards (scripts/e2e-sharded.sh), one JSON report each.
const shards = readdirSync(results).filter((file) => /^e2e-(\d+|solo)\.json$/.test(file));
if (shards.length > 0) {
  let e2ePassed = 0;
  let e2eFailed = 0;
  for (const file of shards) {
    const { stats } = JSON.parse(readFileSync(`${results}/${file}`, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    e2ePassed += stats.expected + stats.flaky;
    e2eFailed += stats.unexpected;
  }
  passed += e2ePassed;
  failed += e2eFailed;
  parts.push(`playwright ${e2ePassed}/${e2ePassed + e2eFailed} in ${shards.length} shards`);
}
console.log(`\n${parts.join(', ')}`);
console.log(`total: ${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exit(1);
