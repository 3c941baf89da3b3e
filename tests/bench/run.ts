/**
 * `npm run bench`: prints the figures the project's speed and size goals are judged by.
 * Bundle sizes (gzip) of every build output, then API latency and throughput under autocannon,
 * Lighthouse and the phone profile against a real server on a throwaway database.
 * `npm run bench -- --only=lighthouse,phone` runs only the named parts (names in PARTS below).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startServer, stopServer } from '../../scripts/start-server';
import { benchAlignment } from './alignment';
import { benchBeatCheck } from './beat-check';
import { benchBeatCheckMediapipe } from './beat-check-mediapipe';
import { conductorToken } from './bench-pages';
import { benchColdStart } from './cold-start';
import { benchHealthSurge } from './health-surge';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { benchMarkingsInk } from './markings-ink';
import { benchMetronome } from './metronome';
import { benchMixer } from './mixer';
import { benchPageTurns } from './page-turns';
import { benchPhoneProfile } from './phone-profile';
import { benchPlayer } from './player';
import { benchReflow } from './reflow';
import { recordFigure, writeFigures } from './results';
import { printRunContext } from './run-context';
import { runSearchBench } from './search';
import { benchTopicsThroughput } from './topics-throughput';
import { benchWire } from './wire';

/** Several benches may run side by side on one machine: each picks its own port. */
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://localhost:${PORT}`;

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function bundleSizes() {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.js')) files.push(full);
    }
  };
  walk('dist');
  console.log('\n## Bundle sizes (minified, gzip)');
  console.log('| file | raw | gzip |\n|---|---|---|');
  for (const file of files.sort()) {
    const content = readFileSync(file);
    const gzip = gzipSync(content, { level: 9 }).length;
    // Entry files only, under names that stay from build to build (a chunk's name changes with its
    // content; the app bundle's entry carries its hash): bundle_gzip_kb_elements_choir_works…
    const relative = path.relative('dist', file).split(path.sep).join('/');
    if (!relative.split('/').includes('chunks'))
      recordFigure(
        `bundle_gzip_kb_${relative.replace(/(-[0-9a-f]{8})?\.js$/, '').replace(/[^a-z0-9]+/gi, '_')}`,
        gzip / 1024,
      );
    console.log(`| ${path.relative('dist', file)} | ${kb(content.length)} | ${kb(gzip)} |`);
  }
  console.log('\n## What a page with one element loads (gzip, measured in Chromium)');
  // Its own server beside the bench's, so benches of several worktrees do not collide.
  execFileSync('npx', ['tsx', 'scripts/check-size.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SIZE_PORT: String(PORT + 1) },
  });
}

async function load(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 10, duration: 8, ...options });
  const { latency, requests, non2xx, errors } = result;
  console.log(
    `| ${title} | ${latency.p50} ms | ${latency.p99} ms | ${requests.average.toFixed(0)} req/s | ${non2xx + errors} |`,
  );
}

printRunContext();

// `npm run bench -- --load`: only the load run on both engines (issue 13), ~2.5 min.
if (process.argv.includes('--load')) {
  await benchLoad(PORT);
  writeFigures();
  process.exit(0);
}

async function apiUnderLoad(base: string) {
  const token = await conductorToken(base);
  console.log('\n## API under load (autocannon, 10 connections, 8 s each, one process, PGlite)');
  console.log('| call | p50 | p99 | throughput | errors |\n|---|---|---|---|---|');
  await load('POST /api/auth/login (scrypt)', {
    url: `${base}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'conductor@example.com', password: 'choir-2026' }),
  });
  await load('GET /api/topics (signed in)', {
    url: `${base}/api/topics`,
    headers: { authorization: `Bearer ${token}` },
  });
  await load('GET /api/topics (anonymous)', { url: `${base}/api/topics` });
  await load('GET /api/health', { url: `${base}/api/health` });
  await benchTopicsThroughput(base, token);
}

/**
 * The parts of the bench in the order they run; those that need a server get its address. A part
 * `onlyWhenNamed` (minutes of CPU for a comparison, not a goal) runs only when `--only` names it.
 */
const PARTS: Record<
  string,
  { needsServer: boolean; onlyWhenNamed?: boolean; run: (base: string) => unknown }
> = {
  sizes: { needsServer: false, run: bundleSizes },
  search: { needsServer: false, run: runSearchBench },
  metronome: { needsServer: false, run: benchMetronome },
  'beat-check': { needsServer: false, run: benchBeatCheck },
  'beat-check-mediapipe': { needsServer: false, onlyWhenNamed: true, run: benchBeatCheckMediapipe },
  'cold-start': { needsServer: false, run: () => benchColdStart(PORT) },
  // renders test recordings with fluidsynth (build-time tools): only when named
  alignment: { needsServer: false, onlyWhenNamed: true, run: benchAlignment },
  player: { needsServer: true, run: benchPlayer },
  mixer: { needsServer: true, run: benchMixer },
  'page-turns': { needsServer: true, run: benchPageTurns },
  reflow: { needsServer: true, run: benchReflow },
  'markings-ink': { needsServer: true, run: benchMarkingsInk },
  api: { needsServer: true, run: apiUnderLoad },
  'health-surge': { needsServer: true, run: benchHealthSurge },
  wire: { needsServer: true, run: benchWire },
  lighthouse: { needsServer: true, run: benchLighthouse },
  phone: { needsServer: true, run: benchPhoneProfile },
};

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = only?.filter((name) => !(name in PARTS)) ?? [];
if (unknown.length > 0) throw new Error(`Unknown bench part(s) ${unknown}; known: ${Object.keys(PARTS)}`);
const chosen = Object.entries(PARTS).filter(([name, part]) =>
  only ? only.includes(name) : !part.onlyWhenNamed,
);

for (const [, part] of chosen.filter(([, part]) => !part.needsServer)) await part.run(BASE);
if (chosen.some(([, part]) => part.needsServer)) {
  // An empty screen-layout cache, so the reflow part measures renderings, not cache hits.
  rmSync('.tmp/bench-layouts', { recursive: true, force: true });
  const server = await startServer(PORT, '.tmp/bench-data', {
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    LOGIN_LIMIT_PER_ADDRESS: '1000000',
    LAYOUT_CACHE_DIR: '.tmp/bench-layouts',
    LAYOUT_LIMIT: '1000000',
  });
  try {
    for (const [, part] of chosen.filter(([, part]) => part.needsServer)) await part.run(BASE);
  } finally {
    stopServer(server);
  }
}
writeFigures();
