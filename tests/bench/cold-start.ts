/**
 * Cold start (`npm run bench`, or alone: `npx tsx tests/bench/cold-start.ts`): `npm start` until
 * `/api/health` first responds 200, twice:
 * - built: the build already made, a new data directory. Records `cold_start_first_answer_s`
 *   (goal: at most 10 s).
 * - fresh clone: a throwaway copy of the checkout as a clone has it (no `dist/`, no `.build/`, no
 *   data), so the start builds first. Records `cold_start_fresh_clone_first_answer_s` (goal: at
 *   most 20 s). The developer's own `dist/` is never touched.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { staleReason } from '../../scripts/build/stamp';
import { assertPortFree, stopOnExit } from '../../scripts/start-server';
import { groupMembers } from './memory';
import { recordFigure } from './results';

const BUILT_GOAL_S = 10;
const FRESH_CLONE_GOAL_S = 20;
const FRESH_CLONE_DIR = '.tmp/bench-fresh-clone';

async function firstResponse(url: string, timeoutMs: number, exited: () => boolean): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !exited()) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/**
 * User plus system time of a process group's live members and of the children they waited for
 * (a build's tsup, esbuild and database snapshot have ended by the first answer), in seconds.
 */
function cpuSeconds(pgid: number): number {
  const ticks = groupMembers(pgid).reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return sum + [11, 12, 13, 14].reduce((own, field) => own + Number(fields[field] ?? 0), 0);
    } catch {
      return sum; // ended meanwhile
    }
  }, 0);
  return ticks / 100; // USER_HZ
}

/** Processes working in `dir` (the start's background build has a process group of its own). */
function processesIn(dir: string): number[] {
  const root = path.resolve(dir);
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const cwd = readlinkSync(`/proc/${pid}/cwd`);
        return cwd === root || cwd.startsWith(`${root}${path.sep}`);
      } catch {
        return false; // ended meanwhile, or not ours to read
      }
    });
}

/** Waits until nothing runs in `dir` any more, stopping what is left after 10 s. */
async function untilNothingRunsIn(dir: string): Promise<void> {
  for (let i = 0; i < 200 && processesIn(dir).length > 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  for (const pid of processesIn(dir)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // ended meanwhile
    }
  }
}

interface FirstAnswer {
  seconds: number | null;
  cpu: number;
  /** The build's own timing lines (`build: …`), when the start built. */
  buildLines: string[];
}

/**
 * Runs `npm start` in `cwd` and times it until `/api/health` answers, then stops its whole
 * process group (the server and whatever the build still runs after it) and waits until it is gone.
 */
async function timeFirstAnswer(
  cwd: string,
  port: number,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<FirstAnswer> {
  // Another server on the port would answer at once: a cold start of 0.1 s that never happened.
  await assertPortFree(port);
  const started = performance.now();
  const server = spawn('npm', ['start', '--silent'], {
    cwd,
    env: { ...env, PORT: String(port), DEMO_PORT: '0' },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true, // its own process group: stopping it stops npm's children too
  });
  stopOnExit(server);
  const buildLines: string[] = [];
  createInterface({ input: server.stdout! }).on('line', (line) => {
    if (line.startsWith('build:')) buildLines.push(line);
  });
  try {
    const url = `http://localhost:${port}/api/health`;
    const responded = await firstResponse(url, timeoutMs, () => server.exitCode !== null);
    const seconds = (performance.now() - started) / 1000;
    return { seconds: responded ? seconds : null, cpu: cpuSeconds(server.pid!), buildLines };
  } finally {
    if (server.exitCode === null) {
      process.kill(-server.pid!, 'SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    // npm may end before the server and the build's background steps have.
    for (let i = 0; i < 200 && groupMembers(server.pid!).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A copy of the checkout as a fresh clone has it: the tracked files and new ones not ignored, as
 * they are in the working tree, and node_modules linked (as after `npm install`).
 */
function makeFreshClone(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(file) && file !== 'node_modules');
  for (const file of files) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    copyFileSync(file, path.join(dir, file));
  }
  symlinkSync(realpathSync('node_modules'), path.join(dir, 'node_modules'));
}

const shown = (answer: FirstAnswer, timeoutMs: number) =>
  answer.seconds === null ? `none in ${timeoutMs / 1000} s` : `${answer.seconds.toFixed(1)} s`;

export async function benchColdStart(port: number): Promise<void> {
  // The built figure is for a built checkout: a stale build would be rebuilt inside the measured time.
  const stale = staleReason();
  if (stale !== null) console.warn(`Cold start includes a build (${stale}): run npm run build first.`);
  const dataDir = '.tmp/bench-cold-start-data';
  rmSync(dataDir, { recursive: true, force: true });
  const built = await timeFirstAnswer('.', port, { ...process.env, DATA_DIR: dataDir }, 120_000).finally(() =>
    rmSync(dataDir, { recursive: true, force: true }),
  );

  makeFreshClone(FRESH_CLONE_DIR);
  // Nothing of this checkout's configuration: the clone's own dist/ and data/, as on a new machine.
  const { DIST_DIR: _dist, DATA_DIR: _data, ...cloneEnv } = process.env;
  const fresh = await timeFirstAnswer(FRESH_CLONE_DIR, port, cloneEnv, 180_000).finally(async () => {
    await untilNothingRunsIn(FRESH_CLONE_DIR);
    rmSync(FRESH_CLONE_DIR, { recursive: true, force: true, maxRetries: 5 });
  });

  console.log('\n## Cold start (`npm start` until /api/health answers)');
  console.log('| figure | ours | goal |\n|---|---|---|');
  console.log(`| built, new data directory | ${shown(built, 120_000)} | <= ${BUILT_GOAL_S} s |`);
  console.log(
    `| fresh clone (no dist/, no snapshot, no data: builds first) | ${shown(fresh, 180_000)} | <= ${FRESH_CLONE_GOAL_S} s |`,
  );
  // Wall time depends on what else the machine runs; the processor time spent does not.
  console.log(`| processor time until then, built (user + system) | ${built.cpu.toFixed(1)} s | |`);
  console.log(`| processor time until then, fresh clone | ${fresh.cpu.toFixed(1)} s | |`);
  for (const line of fresh.buildLines) console.log(`  ${line}`);
  if (built.seconds !== null) recordFigure('cold_start_first_answer_s', built.seconds);
  if (fresh.seconds !== null) recordFigure('cold_start_fresh_clone_first_answer_s', fresh.seconds);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchColdStart(Number(process.env.BENCH_PORT ?? 3210));
