/**
 * The build's steps, in two phases:
 * - before the server can answer: the bundle (tsup, two processes) and, at the same time, the
 *   database snapshot (each runs mostly on one core) and the server's own build (under a second);
 * - after it, while it serves (`npm start` runs them in the background): the typings and element
 *   manifest, and the compressed siblings, which the file server does without until they exist.
 * `npm run build` runs both phases (build.ts); `npm start` only what is not current (start.ts).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadConfig } from '../../server/config';
import { compressAssets } from './compress-assets';
import { bundleServer } from './server-bundle';
import type { PendingWork } from './stamp';

export type StepName = 'bundle' | 'snapshot' | 'server' | 'typings' | 'compression';

export const BEFORE_LISTENING = ['bundle', 'snapshot', 'server'] as const satisfies StepName[];
export const AFTER_LISTENING = ['typings', 'compression'] as const satisfies StepName[];

/** Runs Node on `args` (no npx, no shell: each costs a runtime start). */
function node(args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`node ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}

/**
 * tsup's configurations in two processes at once (bundle.ts), into an emptied output folder. A
 * larger young generation spares rollup's many short-lived objects some collections (about 1 s of
 * the module bundle's 12 s of processor time).
 */
async function bundle() {
  rmSync(loadConfig().distDir, { recursive: true, force: true });
  await Promise.all(
    ['esm', 'iife'].map((format) =>
      node(['--max-semi-space-size=64', '--import', 'tsx', 'scripts/build/bundle.ts', `--format=${format}`]),
    ),
  );
}

const STEPS: Record<StepName, () => Promise<unknown>> = {
  bundle,
  // In a process of its own: PGlite's memory would otherwise stay with `npm start`'s process.
  snapshot: () => node(['--import', 'tsx', 'scripts/build/database-snapshot.ts']),
  server: () => bundleServer(),
  typings: () => node(['--import', 'tsx', 'scripts/generate-manifest.ts']),
  compression: () => compressAssets(),
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs the steps at the same time, each timed on a `build: <step> <time>` line; fails if one fails. */
export async function runSteps(names: readonly StepName[]): Promise<void> {
  const results = await Promise.allSettled(
    names.map(async (name) => {
      const started = performance.now();
      await STEPS[name]();
      console.log(`build: ${name} ${seconds(started)}`);
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The second phase: the typings and the compression at once, then one more pass for what the
 * typings wrote meanwhile (`custom-elements.json`, renamed into place whole).
 */
export async function finishBuild(): Promise<void> {
  await runSteps(AFTER_LISTENING);
  await compressAssets();
}

/** What `npm start` runs before the server listens, and what after, for the work still pending. */
export function startPlan(pending: PendingWork): { beforeListening: StepName[]; afterListening: StepName[] } {
  return {
    beforeListening: BEFORE_LISTENING.filter((name) => pending[name] !== null),
    afterListening: pending.finishing === null ? [] : [...AFTER_LISTENING],
  };
}
