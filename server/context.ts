import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Course } from './content/course';
import type { EditionLibrary } from './content/editions';
import type { VideoLibrary } from './content/videos';
import type { Database, UserRow } from './db/schema';
import type { WriteWatch } from './db/write-watch';
import type { SessionRef } from './security/tokens';

/** Everything a route needs, passed in (no module state), so tests build it with their own parts. */
export interface AppDeps {
  db: Kysely<Database>;
  dbKind: 'pglite' | 'postgres';
  /** Every write of `db`, where this process is its only writer (PGlite); null on PostgreSQL. */
  dbWrites: WriteWatch | null;
  config: ServerConfig;
  course: Course;
  videos: VideoLibrary;
  editions: EditionLibrary;
  startedAt: number;
}

export type AppEnv = {
  Variables: {
    user: UserRow | null;
    session: SessionRef | null;
    /** The arts (CC, SE) the caller holds a valid licence of now; empty when signed out. */
    arts: ReadonlySet<string>;
  };
};
export type Api = OpenAPIHono<AppEnv>;
