import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { loadCourse } from './content/course';
import { loadEditions, watchEditions } from './content/editions';
import { loadVideos } from './content/videos';
import { DataDirInUseError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { seedArticles, seedDemo } from './db/seed';
import { createDemoHosts } from './demo-hosts';
import { listen } from './http/node-server';
import { log } from './log';
import { stopGracefully } from './shutdown';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  snapshotDir: config.databaseSnapshotDir,
  pgliteSettings: { shared_buffers: config.pgliteSharedBuffers },
}).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  log.error(error.message); // a clear sentence, not a stack trace
  process.exit(1);
});
const editions = loadEditions(config.contentDir);
await seedArticles(database.db, editions.catalogue);
// A version saved by another process on this content folder is served here within a second.
watchEditions(editions);
if (config.seedDemo) await seedDemo(database.db);

const app = createApp({
  db: database.db,
  dbKind: database.kind,
  dbWrites: database.writes,
  config,
  course: loadCourse(config.contentDir),
  videos: loadVideos(config.contentDir),
  editions,
  startedAt: Date.now(),
});

const server = listen({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info(`choir coach on http://localhost:${info.port}/`, {
    api: '/api',
    reference: '/api/reference',
    database: database.kind,
  });
});

// The demo host pages (webshop, CMS, strict CSP, double bundle) on another origin; off when 0.
const demoPort = config.demoPort;
const demoServer =
  demoPort > 0
    ? listen(
        {
          fetch: createDemoHosts({
            rootDir: config.rootDir,
            distDir: config.distDir,
            appOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
          }).fetch,
          port: demoPort,
          hostname: config.host,
        },
        () =>
          log.info(`demo host pages on http://localhost:${demoPort}/webshop.html`, {
            pages: ['/webshop.html', '/cms.html', '/csp.html', '/double.html', '/app.html'],
          }),
      )
    : null;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('Shutting down (finishing requests in flight)', { signal });
  await stopGracefully([server, demoServer].filter((s) => s !== null) as Server[], database.close);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
