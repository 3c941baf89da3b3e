/**
 * `npm start`: builds only what is not current (scripts/build/stamp.ts), then runs the built server
 * with plain `node` as a child (server-process.ts), passing on the signals that stop it and ending
 * with its exit code. Only the bundle, the database snapshot and the server's build come before it
 * listens; the typings and the compressed siblings follow in a background process at low priority
 * (steps.ts), which stops with the server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { loadConfig } from '../../server/config';
import { serverProcess } from './server-process';
import { fingerprints, pendingWork, recordBuilt } from './stamp';
import { runSteps, startPlan } from './steps';

const root = process.cwd();
const outputs = loadConfig();
const made = fingerprints(root);
const pending = pendingWork(root, outputs, made);
const plan = startPlan(pending);

if (plan.beforeListening.length > 0) {
  console.log(`Building first (${pending.bundle ?? pending.snapshot ?? pending.server}).`);
  try {
    await runSteps(plan.beforeListening);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const built = (step: 'bundle' | 'snapshot' | 'server') =>
    plan.beforeListening.includes(step) ? made[step] : undefined;
  recordBuilt(root, outputs, {
    bundle: built('bundle'),
    snapshot: built('snapshot'),
    server: built('server'),
  });
}

const { command, args, env } = serverProcess(process.env, root);
const server = spawn(command, args, { env, stdio: 'inherit' });
const finishing = plan.afterListening.length > 0 ? finishInBackground() : null;

// Ctrl-C reaches the server too (the terminal signals the whole foreground group); a signal sent
// to this process alone (a process manager's) is passed on. The server stops once either way.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
server.once('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.once('exit', (code, signal) => {
  if (finishing) stopGroup(finishing);
  if (signal) console.error(`The server was stopped by ${signal}.`);
  process.exit(code ?? 1);
});

/**
 * The second phase of the build, niced so the server's first answers come first. Its own process
 * group, so that stopping it stops the typings' compiler too.
 */
function finishInBackground(): ChildProcess {
  const args = [process.execPath, '--import', 'tsx', 'scripts/build/build.ts', '--after-listening'];
  const command = process.platform === 'win32' ? args : ['nice', '-n', '10', ...args];
  const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', detached: true });
  child.once('error', () => console.warn('Could not compress in the background: run npm run build.'));
  return child;
}

/** Stops the background build (it lets the siblings being written end first); the next start resumes it. */
function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
  } catch {
    // ended meanwhile
  }
}
