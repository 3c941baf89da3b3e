/**
 * Liveness during a sign-in surge (`npm run bench -- --only=health-surge`, or alone:
 * `npx tsx tests/bench/health-surge.ts`): 200 users sign in at once and again, each waiting as a
 * `503 overloaded`'s Retry-After says, while `GET /api/health` is asked every 50 ms. Goal: health
 * p99 <= 100 ms (operators restart a process whose liveness fails). Records
 * `health_during_sign_ins_p99_ms`.
 */
import { pathToFileURL } from 'node:url';
import { startServer, stopServer } from '../../scripts/start-server';
import { recordFigure } from './results';
import { percentile } from './stats';

const USERS = 200;
const DURATION_MS = 20_000;
const PROBE_EVERY_MS = 50;
const GOAL_P99_MS = 100;
const QUIET_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One user signing in over and over until `until`; counts what the server answered. */
async function user(base: string, until: number, answers: Record<string, number>) {
  while (Date.now() < until) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'conductor@example.com', password: 'choir-2026' }),
    }).catch(() => null);
    const body = res ? ((await res.json().catch(() => ({}))) as { error?: string }) : {};
    const answer = res ? (res.ok ? '200' : `${res.status} ${body.error ?? ''}`.trim()) : 'no answer';
    answers[answer] = (answers[answer] ?? 0) + 1;
    if (res?.status === 503) await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
  }
}

/** Asks for liveness every PROBE_EVERY_MS until `until`; its response times in ms (a failure is Infinity). */
async function probe(base: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`).catch(() => null);
    if (res) await res.arrayBuffer();
    times.push(res?.ok ? performance.now() - started : Number.POSITIVE_INFINITY);
    await sleep(PROBE_EVERY_MS);
  }
  return times;
}

/** Runs against a server whose sign-in limits are out of the way (as the bench's server is). */
export async function benchHealthSurge(base: string): Promise<void> {
  // The same probe on the idle server first: what the machine itself allows.
  const idle = await probe(base, Date.now() + QUIET_MS);
  const until = Date.now() + DURATION_MS;
  const answers: Record<string, number> = {};
  const [times] = await Promise.all([
    probe(base, until),
    ...Array.from({ length: USERS }, () => user(base, until, answers)),
  ]);
  const p50 = percentile(times, 0.5);
  const p99 = percentile(times, 0.99);
  console.log(
    `\n## Liveness during a sign-in surge (${USERS} users signing in for ${DURATION_MS / 1000} s, GET /api/health every ${PROBE_EVERY_MS} ms)`,
  );
  console.log('| figure | ours | goal |\n|---|---|---|');
  console.log(`| /api/health p99 before the surge | ${percentile(idle, 0.99).toFixed(1)} ms | |`);
  console.log(`| /api/health p50 | ${p50.toFixed(1)} ms | |`);
  console.log(`| /api/health p99 | ${p99.toFixed(1)} ms | <= ${GOAL_P99_MS} ms |`);
  console.log(`| /api/health max | ${Math.max(...times).toFixed(1)} ms | |`);
  console.log(
    `| sign-in answers | ${Object.entries(answers)
      .map(([answer, count]) => `${count} × ${answer}`)
      .join(', ')} | no 429, no error |`,
  );
  recordFigure('health_during_sign_ins_p99_ms', p99);
  recordFigure('sign_ins_during_surge', answers['200'] ?? 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.BENCH_PORT ?? 3210);
  const server = await startServer(port, '.tmp/bench-health-surge-data', {
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    LOGIN_LIMIT_PER_ADDRESS: '1000000',
  });
  try {
    await benchHealthSurge(`http://localhost:${port}`);
  } finally {
    stopServer(server);
  }
}
