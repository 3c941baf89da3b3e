/**
 * Starts the reference server as a child process on a throwaway database with the demo accounts
 * (unless `env` says otherwise), for scripts that measure against the real thing (`npm run bench`,
 * the size budgets). Resolves once `/api/health` responds; stop it with `stopServer`. A port
 * another process listens on is refused (its answers would be measured instead), and a server
 * still running when the script ends or is interrupted is stopped with it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

/** Rejects when something listens on `port` already. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is taken by another process: stop it or choose another port.`)),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** Stops every server of this script when it ends or is interrupted (Ctrl-C, kill). */
const running = new Set<ChildProcess>();
const stopAll = () => {
  for (const server of running) stopServer(server);
};
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });

export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  await assertPortFree(port);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DEMO_PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', ...env },
    stdio: 'ignore',
    // Its own process group, so stopping it also stops tsx's child.
    detached: true,
  });
  running.add(server);
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
  running.delete(server);
  if (!server.pid) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // the whole group is gone already
  }
}
