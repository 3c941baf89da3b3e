import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance URL of the run's PostgreSQL; unset when the server tests run on PGlite. */
    postgresUrl?: string;
  }
}

/** One PostgreSQL for the whole run of the `server-postgres` project; each test file makes its own database on it. */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide('postgresUrl', postgres.url());
  return () => postgres.destroy();
}
