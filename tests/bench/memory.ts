/**
 * Resident memory of the embedded (PGlite) server after a load run (issue 13 point 5): a fresh
 * server, 200 connections on the signed-in `GET /api/topics` for 60 s, then the server process's
 * VmRSS. Alone: `npx tsx tests/bench/memory.ts` (LOAD_SECONDS, PGLITE_SHARED_BUFFERS to compare).
 * Records `rss_mb_after_load_pglite` (goal: under 300 MB).
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startServer, stopServer } from '../../scripts/start-server';
import { recordFigure } from './results';

const GOAL_MB = 300;

function statusField(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number.parseInt(line?.split(/\s+/)[1] ?? '0', 10) / 1024;
}

/** The processes of a process group (a server started detached, with npm, tsx and node in it). */
export function groupMembers(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[2] === String(pgid);
      } catch {
        return false; // ended meanwhile
      }
    });
}

/** The server's own process in the group `startServer` made (npx and tsx start it as a grandchild). */
function serverPid(group: ChildProcess): number {
  // The largest member is the one holding the database (npx and tsx's launcher are small).
  return (
    groupMembers(group.pid!).sort((a, b) => statusField(b, 'VmRSS') - statusField(a, 'VmRSS'))[0] ??
    group.pid!
  );
}

/** Resident and peak memory (MB) of a server started by `startServer`. */
export function serverMemoryMb(group: ChildProcess): { rss: number; peak: number } {
  const pid = serverPid(group);
  return { rss: statusField(pid, 'VmRSS'), peak: statusField(pid, 'VmHWM') };
}

export async function benchMemoryAfterLoad(port: number, seconds = 60): Promise<void> {
  const base = `http://localhost:${port}`;
  const server = await startServer(port, '.tmp/bench-memory-data', {
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    LOGIN_LIMIT_PER_ADDRESS: '1000000',
    DATABASE_URL: '',
  });
  try {
    const fresh = serverMemoryMb(server);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'conductor@example.com', password: 'choir-2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    const result = await autocannon({
      url: `${base}/api/topics`,
      headers: { authorization: `Bearer ${token}` },
      connections: 200,
      duration: seconds,
    });
    const loaded = serverMemoryMb(server);
    console.log(
      `\n## Embedded server memory (PGlite, shared_buffers ${process.env.PGLITE_SHARED_BUFFERS ?? 'default'})`,
    );
    console.log('| when | resident | peak | goal |\n|---|---|---|---|');
    console.log(`| fresh | ${fresh.rss.toFixed(0)} MB | ${fresh.peak.toFixed(0)} MB | |`);
    console.log(
      `| after 200 connections x ${seconds} s on signed-in /api/topics (${result.requests.average.toFixed(0)} req/s, ` +
        `${result.errors + result.timeouts} errors/timeouts) | ${loaded.rss.toFixed(0)} MB | ${loaded.peak.toFixed(0)} MB | < ${GOAL_MB} MB |`,
    );
    recordFigure('rss_mb_after_load_pglite', loaded.rss);
  } finally {
    stopServer(server);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchMemoryAfterLoad(Number(process.env.BENCH_PORT ?? 3210), Number(process.env.LOAD_SECONDS ?? 60));
