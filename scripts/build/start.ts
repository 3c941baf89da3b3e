/**
 * `npm start`: builds only what is not current (scripts/build/stamp.ts), then starts the server in
 * this same process. Only the bundle and the database snapshot come before it listens; the typings
 * and the compressed siblings follow in a background process at low priority (steps.ts), which
 * stops with the server.
 */
import { spawn } from 'node:child_process';
import { loadConfig } from '../../server/config';
import { fingerprints, pendingWork, recordBuilt } from './stamp';
import { runSteps, startPlan } from './steps';

const root = process.cwd();
const outputs = loadConfig();
const made = fingerprints(root);
const pending = pendingWork(root, outputs, made);
const plan = startPlan(pending);

if (plan.beforeListening.length > 0) {
  console.log(`Building first (${pending.bundle ?? pending.snapshot}).`);
  // The bundle is made in child processes; this one loads the server's modules meanwhile.
  const serverModules = import('../../server/app');
  try {
    await Promise.all([runSteps(plan.beforeListening), serverModules]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  recordBuilt(root, outputs, {
    bundle: plan.beforeListening.includes('bundle') ? made.bundle : undefined,
    snapshot: plan.beforeListening.includes('snapshot') ? made.snapshot : undefined,
  });
}

await import('../../server/main');

if (plan.afterListening.length > 0) finishInBackground();

/** The second phase of the build, niced so the server's first answers come first. */
function finishInBackground() {
  const args = [process.execPath, '--import', 'tsx', 'scripts/build/build.ts', '--after-listening'];
  const command = process.platform === 'win32' ? args : ['nice', '-n', '10', ...args];
  // Its own process group, so that stopping it stops the typings' compiler too.
  const finishing = spawn(command[0]!, command.slice(1), { stdio: 'inherit', detached: true });
  finishing.once('error', () => console.warn('Could not compress in the background: run npm run build.'));
  // Stopped with the server (it lets the siblings being written end first); the next start resumes it.
  process.once('exit', () => {
    if (finishing.pid === undefined || finishing.exitCode !== null || finishing.signalCode !== null) return;
    try {
      process.kill(process.platform === 'win32' ? finishing.pid : -finishing.pid, 'SIGTERM');
    } catch {
      // ended meanwhile
    }
  });
}
