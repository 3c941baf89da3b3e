/**
 * The real server process (server/main.ts as a child): graceful shutdown, one process per embedded
 * data directory, and no acknowledged write lost to `kill -9`, on the engine of the vitest project.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, UserSettings } from '../../src/core/contract/api';
import { CONDUCTOR, DEMO_PASSWORD, TEST_ENGINE } from './helpers';
import {
  databaseEnv,
  killServers,
  launch,
  removeServerData,
  START_TIMEOUT_MS,
  start,
  tempDataDir,
} from './server-processes';

afterEach(killServers);
afterAll(removeServerData);

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: CONDUCTOR, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as LoginResponse).token;
}

const SETTINGS = '/api/auth/usersettings?app=choir-coach';

describe(`the server process (${TEST_ENGINE})`, () => {
  it(
    'keeps every acknowledged progress write when killed with SIGKILL during a burst of writes',
    async () => {
      const env = await databaseEnv();
      const first = await start(env);
      const token = await signIn(first.base);
      const acknowledged = new Map<number, number>();
      const write = async (id: number) => {
        const res = await fetch(`${first.base}${SETTINGS}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            learnElementMetadata: [{ learnElementId: id, learnElementProgress: id % 100 }],
          }),
        }).catch(() => null); // the kill cuts the requests still open
        if (res?.status === 200) acknowledged.set(id, id % 100);
      };
      // Eight writers in parallel; the process is killed once 40 writes were acknowledged.
      let next = 10_000;
      const writers = Array.from({ length: 8 }, async () => {
        while (first.child.exitCode === null && first.child.signalCode === null) await write(next++);
      });
      await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(40), {
        timeout: START_TIMEOUT_MS,
        interval: 5,
      });
      first.child.kill('SIGKILL');
      await Promise.all(writers);
      await first.exited;
      expect(acknowledged.size).toBeGreaterThanOrEqual(40);

      // On PGlite the killed process left its lock behind: the next start takes it over.
      const second = await start(env);
      const res = await fetch(`${second.base}${SETTINGS}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const stored = new Map(
        ((await res.json()) as UserSettings).learnElementMetadata?.map((m) => [
          m.learnElementId,
          m.learnElementProgress,
        ]),
      );
      const lost = [...acknowledged].filter(([id, value]) => stored.get(id) !== value);
      expect(lost).toEqual([]);
    },
    3 * START_TIMEOUT_MS,
  );

  it.runIf(TEST_ENGINE === 'pglite')(
    'refuses a second process on its data directory; on SIGTERM finishes the request in flight and exits 0',
    async () => {
      const dataDir = await tempDataDir();
      const server = await start({ DATA_DIR: dataDir });

      const second = await launch({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The data directory ${dataDir} is in use by another server process`);
      expect(second.output()).toContain(`pid ${server.child.pid}`);
      expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200); // the first is unharmed

      // A sign-in whose body arrives slowly: in flight when SIGTERM comes. It asks before sending
      // its body (Expect: 100-continue): the server's "100 Continue" says it has read the head.
      const body = JSON.stringify({ email: CONDUCTOR, password: DEMO_PASSWORD });
      const socket = connect(Number(new URL(server.base).port), '127.0.0.1');
      let response = '';
      socket.on('data', (chunk) => (response += chunk));
      const ended = new Promise((resolve) => socket.on('close', resolve));
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n${body.slice(0, 10)}`,
      );
      const goOn = 'HTTP/1.1 100 Continue\r\n\r\n';
      await vi.waitFor(() => expect(response).toBe(goOn), { timeout: 10_000 });

      server.child.kill('SIGTERM');
      // No new connections are accepted meanwhile.
      await vi.waitFor(
        async () => expect(await fetch(`${server.base}/api/health`).catch(() => 'refused')).toBe('refused'),
        { timeout: 10_000, interval: 50 },
      );
      socket.write(body.slice(10));
      await ended;
      expect(response.slice(goOn.length)).toMatch(/^HTTP\/1\.1 200/);
      expect(response).toContain('"token"');
      expect(await server.exited).toBe(0);
      // The database was closed and its lock released.
      expect(existsSync(path.join(dataDir, 'choir-coach.lock'))).toBe(false);
      expect(server.output()).not.toMatch(/error/i);
    },
    2 * START_TIMEOUT_MS,
  );
});
