/**
 * The server runs as built JavaScript with plain `node` (issue 37, decision 0038), as `npm start`
 * runs it and the benches measure it: no TypeScript loader in its process, source maps on, and on
 * Linux glibc's threshold for giving large buffers back set in its environment.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../../scripts/build/server-bundle';
import { MALLOC_SETTINGS } from '../../scripts/build/server-process';
import { startServer, stopServer } from '../../scripts/start-server';
import { freePort } from './embedded-postgres';

const DATA_DIR = `.tmp/built-server-${process.pid}`;
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    stopServer(server);
    await exited;
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** A NUL-separated /proc file of the process as a list. */
const procList = (pid: number, file: string) => readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0');

it.runIf(process.platform === 'linux')(
  'starts from the build with plain node, source maps and the malloc setting, and answers',
  async () => {
    const port = await freePort();
    server = await startServer(port, DATA_DIR, { DATABASE_URL: '' });
    expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200);
    const commandLine = procList(server.pid!, 'cmdline');
    expect(commandLine.slice(1, 3)).toEqual([
      '--enable-source-maps',
      expect.stringMatching(/\.build\/server\/main\.js$/),
    ]);
    expect(commandLine.join(' ')).not.toMatch(/tsx/);
    expect(commandLine[2]!.endsWith(SERVER_ENTRY)).toBe(true);
    expect(procList(server.pid!, 'environ')).toContain(
      `MALLOC_MMAP_THRESHOLD_=${MALLOC_SETTINGS.MALLOC_MMAP_THRESHOLD_}`,
    );
  },
  120_000,
);
