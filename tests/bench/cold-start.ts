/**
 * Cold start (`npm run bench`, or alone: `npx tsx tests/bench/cold-start.ts`): `npm start` on a new
 * data directory, the build already made, until `/api/health` first responds 200. Records
 * `cold_start_first_answer_s` (goal: at most 10 s).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { staleReason } from '../../scripts/build/stamp';
import { assertPortFree, stopOnExit } from '../../scripts/start-server';
import { groupMembers } from './memory';
import { recordFigure } from './results';

const GOAL_S = 10;

async function firstResponse(url: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** User plus system time of a process group's live members, in seconds. */
function cpuSeconds(pgid: number): number {
  const ticks = groupMembers(pgid).reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return sum + Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }, 0);
  return ticks / 100; // USER_HZ
}

export async function benchColdStart(port: number): Promise<void> {
  // The figure is for a built checkout: a stale build would be rebuilt inside the measured time.
  const stale = staleReason();
  if (stale !== null) console.warn(`Cold start includes a build (${stale}): run npm run build first.`);
  // Another server on the port would answer at once: a cold start of 0.1 s that never happened.
  await assertPortFree(port);
  const dataDir = '.tmp/bench-cold-start-data';
  rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const server = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), DEMO_PORT: '0', DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true, // its own process group: stopping it stops npm's children too
  });
  stopOnExit(server);
  try {
    const responded = await firstResponse(`http://localhost:${port}/api/health`, 120_000);
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(server.pid!);
    console.log('\n## Cold start (`npm start`, built, new data directory, until /api/health answers)');
    console.log('| figure | ours | goal |\n|---|---|---|');
    console.log(
      `| first answer | ${responded ? `${seconds.toFixed(1)} s` : 'none in 120 s'} | <= ${GOAL_S} s |`,
    );
    // Wall time depends on what else the machine runs; the processor time spent does not.
    console.log(
      `| processor time until then (user + system, processes still running) | ${cpu.toFixed(1)} s | |`,
    );
    if (responded) recordFigure('cold_start_first_answer_s', seconds);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchColdStart(Number(process.env.BENCH_PORT ?? 3210));
