/**
 * Starts the reference server as a child process on a throwaway database with the demo accounts
 * (unless `env` says otherwise), for scripts that measure against the real thing (`npm run bench`,
 * the size budgets). It runs as `npm start` runs it: built from the current sources first (under a
 * second), then plain `node` with the same flags and environment (scripts/build/server-process.ts).
 * Resolves once `/api/health` responds; stop it with `stopServer`. It refuses a port that is
 * already taken (it would measure another server), and the servers it started stop with the
 * script, also when the script is interrupted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { bundleServer } from './build/server-bundle';
import { serverProcess } from './build/server-process';

/** Throws when something listens on `port` already. */
export async function assertPortFree(port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve(true)));
  });
  if (!free)
    throw new Error(
      `Port ${port} is already in use: another server would be measured. Stop it, or choose another port.`,
    );
}

const running = new Set<ChildProcess>();

/** Stops every server still running when this process ends, however it ends. */
function stopAllOnExit() {
  const stopAll = () => {
    for (const server of running) stopServer(server);
  };
  process.once('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      stopAll();
      process.exit(128 + (signal === 'SIGHUP' ? 1 : signal === 'SIGINT' ? 2 : 15));
    });
}
let hooked = false;

/** Registers a child process group to stop on exit, and forgets it once it has ended. */
export function stopOnExit(child: ChildProcess): ChildProcess {
  if (!hooked) {
    hooked = true;
    stopAllOnExit();
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  await assertPortFree(port);
  rmSync(dataDir, { recursive: true, force: true });
  await bundleServer();
  const {
    command,
    args,
    env: serverEnv,
  } = serverProcess({
    ...process.env,
    PORT: String(port),
    DEMO_PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ...env,
  });
  const server = spawn(command, args, {
    env: serverEnv,
    stdio: 'ignore',
    // Its own process group, as stopServer stops it.
    detached: true,
  });
  stopOnExit(server);
  // Up to 3 min: on a busy machine a fresh embedded database takes over a minute to create.
  for (let i = 0; i < 360 && server.exitCode === null; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopServer(server);
  throw new Error('server did not start');
}

export function stopServer(server: ChildProcess) {
  if (server.pid && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
