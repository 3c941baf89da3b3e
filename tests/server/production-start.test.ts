import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { startServer, stopServer } from '../../scripts/start-server';
import { CONDUCTOR, DEMO_PASSWORD } from './helpers';

/** A production start creates no demo accounts with their published password (issue 12 point 8). */

const DATA_DIR = `.tmp/production-start-${process.pid}`;
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    stopServer(server);
    await exited;
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** A port nobody listens on at this moment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

it('NODE_ENV=production on the embedded database does not create conductor@example.com', async () => {
  const port = await freePort();
  // '' counts as unset: the default rule decides, on a fresh embedded database even when the test
  // run itself uses a PostgreSQL server.
  server = await startServer(port, DATA_DIR, { NODE_ENV: 'production', SEED_DEMO: '', DATABASE_URL: '' });
  const res = await fetch(`http://localhost:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: CONDUCTOR, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(401);
}, 120_000);
