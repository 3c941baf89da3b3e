import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { assertPortFree } from '../../scripts/start-server';

/** Benches and the size check start servers of their own (scripts/start-server.ts). */

const listening = (port: number) =>
  new Promise<() => Promise<void>>((resolve) => {
    const server = createServer().listen(port, '127.0.0.1', () =>
      resolve(() => new Promise((done) => server.close(() => done()))),
    );
  });

async function freePort(): Promise<number> {
  const probe = createServer().listen(0);
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

it('refuse a port another server already listens on (they would measure that one)', async () => {
  const port = await freePort();
  const close = await listening(port);
  try {
    await expect(assertPortFree(port)).rejects.toThrow(`Port ${port} is already in use`);
  } finally {
    await close();
  }
  await expect(assertPortFree(port)).resolves.toBeUndefined();
});

it('leave no server running when the script that started one is interrupted', async () => {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'tests/server/fixtures/start-one-server.ts', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // A process group of its own, as a terminal's: Ctrl+C interrupts every process in it.
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => data.toString().includes('up') && resolve());
    child.once('exit', () => reject(new Error('the script ended before its server was up')));
  });
  expect((await fetch(`http://localhost:${port}/api/health`)).ok).toBe(true);
  process.kill(-child.pid!, 'SIGINT');
  await new Promise((resolve) => child.once('exit', resolve));
  await expect
    .poll(
      async () =>
        fetch(`http://localhost:${port}/api/health`).then(
          () => 'answers',
          () => 'gone',
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe('gone');
  // The server's data folder (a PGlite database of some 40 MB) would pile up run after run.
  rmSync(`.tmp/bench-servers-test-${port}`, { recursive: true, force: true });
}, 180_000);
