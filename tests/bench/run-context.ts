/**
 * What a bench run measured (issue 37): the same bench gave the player 92 one week and 97 the
 * next, with nothing to tell whether the code, the build or the machine differed. Printed first:
 * the commit and whether the tree had changes, whether dist/ is the build of these sources, the
 * browser and Node versions, and the machine's load before the run.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { staleReason } from '../../scripts/build/stamp';
import { recordFigure } from './results';

function quiet(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export function printRunContext(): void {
  const commit = quiet('git', ['rev-parse', '--short', 'HEAD']);
  const changed = quiet('git', ['status', '--porcelain', '--untracked-files=no']) !== '';
  const build = staleReason();
  const [load] = loadavg();
  console.log('## Measured against');
  console.log(`| what | value |\n|---|---|`);
  console.log(`| commit | ${commit}${changed ? ' with uncommitted changes' : ''} |`);
  console.log(`| build (dist/) | ${build === null ? 'current for these sources' : `stale: ${build}`} |`);
  console.log(`| browser | ${quiet('/usr/bin/chromium', ['--version'])} |`);
  console.log(`| Node | ${process.version} |`);
  console.log(
    `| machine | ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB |`,
  );
  // Another process's work stretches every timing: above about one per core, figures are not comparable.
  console.log(
    `| load before the run (1 min) | ${load!.toFixed(1)}${load! > availableParallelism() ? ' (busy: timings are not comparable)' : ''} |`,
  );
  recordFigure('machine_load_before_run', load!);
}
