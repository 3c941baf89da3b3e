/**
 * Starts the reference server as a child process on a throwaway database with the demo accounts
 * (unless `env` says otherwise), for scripts that measure against the real thing (`npm run bench`,
 * the size budgets). Resolves once
 * `/api/health` responds; stop it with `stopServer`. It refuses a port something already listens
 * on (that server would answer in place of this one), and it is stopped when the script ends or is
 * interrupted, so no server is left behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

/** Whether nothing listens on `port`, on any address. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  if (!(await portFree(port)))
    throw new Error(`Port ${port} is taken: its server would answer instead of the one started here.`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DEMO_PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', ...env },
    stdio: 'ignore',
    // Its own process group, so stopping it also stops tsx's child.
    detached: true,
  });
  // Its own group does not get the terminal's Ctrl+C: it is stopped here, as on any other ending.
  const interrupted = () => {
    stopServer(server);
    process.exit(130);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  process.once('exit', () => stopServer(server));
  server.once('exit', () => process.off('SIGINT', interrupted).off('SIGTERM', interrupted));
  // Up to 3 min: on a busy machine a fresh embedded database takes over a minute to create.
  for (let i = 0; i < 360; i++) {
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

/** Stops the server and its children (its process group); once they have ended, does nothing. */
export function stopServer(server: ChildProcess) {
  if (!server.pid) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // The group has ended already.
  }
}
