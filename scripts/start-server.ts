/**
 * Starts the reference server as a child process on a throwaway database with the demo accounts
 * (unless `env` says otherwise), for scripts that measure against the real thing (`npm run bench`,
 * the size budgets). Resolves once
 * `/api/health` responds; stop it with `stopServer`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DEMO_PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', ...env },
    stdio: 'ignore',
    // Its own process group, so stopping it also stops tsx's child.
    detached: true,
  });
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

export function stopServer(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
