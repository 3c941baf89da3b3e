import { createHash, randomBytes } from 'node:crypto';
import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { type Course, loadCourse } from '../../server/content/course';
import type { CatalogueEntry, EditionLibrary } from '../../server/content/editions';
import type { PracticeVideo, VideoLibrary } from '../../server/content/videos';
import type { AppDeps } from '../../server/context';
import { openDatabase } from '../../server/db/database';
import { DEMO_PASSWORD, seedArticles, seedDemo } from '../../server/db/seed';
import type { ApiErrorBody, LoginResponse, VideoRef } from '../../src/core/contract/api';
import { createDatabase } from './embedded-postgres';

export const APP = 'choir-coach';
export const CONDUCTOR = 'conductor@example.com';
export const EXPIRING = 'expiring@example.com';
export const EXPIRED = 'expired@example.com';
export const NEWBIE = 'new@example.com';
/** The demo account that has not signed in yet (the introduction opens for it). */
export const WELCOME = 'welcome@example.com';
export { DEMO_PASSWORD };

/** Limits so generous that no test but the rate-limit tests ever reaches them. */
export const GENEROUS: Partial<ServerConfig> = {
  loginLimit: { perAccount: 10_000, perAddress: 100_000, windowMs: 15 * 60_000 },
  logExceptionLimit: { perAddress: 100_000, windowMs: 60_000, maxBytes: 16 * 1024 },
  codeLimit: { perUser: 10_000, perAddress: 100_000, windowMs: 15 * 60_000 },
  downloadLimit: 10_000,
  // Bursts of sign-ins on a busy test machine: attempts and queued checks wait, none is turned away.
  loginWaitMs: 120_000,
  passwordHashing: { ...loadConfig({}).passwordHashing, maxQueued: 10_000, maxWaitMs: 120_000 },
};

/** The real course of the repository (texts change while it is written; tests use only structure). */
export const REAL_CONTENT_DIR = loadConfig({}).contentDir;

const NO_EDITIONS = { catalogue: [], find: () => undefined, files: async () => [], reload() {} };

export type TestApp = ReturnType<typeof createApp>;

export interface TestServer {
  app: TestApp;
  deps: AppDeps;
  /** Another app on the same database with other config values (same signing secret). */
  appWith(overrides: Partial<ServerConfig>): TestApp;
  /** The PostgreSQL URL of this file's database (undefined on PGlite), for a second pool on it. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<ServerConfig>;
  course?: Course;
  videos?: VideoLibrary;
  editions?: EditionLibrary;
  /** A PostgreSQL server of the test's own to put the database on (e.g. one it restarts). */
  postgresUrl?: string;
}

const SERVER_DIR = path.resolve(import.meta.dirname, '../../server');

/**
 * A migrated, empty PGlite data folder shared by all test files (built once, then reused while the
 * migrations stay the same). Creating a cluster from nothing (initdb) takes 4-8 s; opening a copy of
 * this one takes about 1 s.
 */
async function templateDataDir(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = path.join(SERVER_DIR, 'db', 'migrations');
  for (const name of readdirSync(migrations).sort())
    hash.update(name).update(readFileSync(path.join(migrations, name)));
  hash.update(readFileSync(path.join(SERVER_DIR, 'db', 'database.ts')));
  hash.update(readFileSync(path.resolve(SERVER_DIR, '../node_modules/@electric-sql/pglite/package.json')));
  const template = path.join(tmpdir(), `choir-coach-test-pgdata-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(`${template}-building-`);
  const database = await openDatabase({ dataDir: building });
  await database.close();
  try {
    renameSync(building, template); // atomic: a parallel test file that finished first wins
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** Whether this run of the server tests is on PostgreSQL (vitest project `server-postgres`). */
export const TEST_POSTGRES_URL = inject('postgresUrl');
export const TEST_ENGINE: 'pglite' | 'postgres' = TEST_POSTGRES_URL ? 'postgres' : 'pglite';

/** A fresh database for one test file: on PGlite a copy of the template, on PostgreSQL a new database. */
function openTestDatabase(postgresUrl = TEST_POSTGRES_URL) {
  return postgresUrl ? openTestPostgresDatabase(postgresUrl) : openTestPGliteDatabase();
}

/**
 * A new database on a PostgreSQL server, dropped on close: on the run's server a copy of its migrated
 * template, on a test's own server an empty one (openDatabase migrates it, as always).
 */
async function openTestPostgresDatabase(serverUrl: string) {
  const template = serverUrl === TEST_POSTGRES_URL ? inject('postgresTemplate') : undefined;
  const created = await createDatabase(serverUrl, template);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: '' });
  return {
    ...database,
    /** Its URL, for a second process or pool on the same database. */
    databaseUrl: created.url,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A new PGlite data directory, migrated and empty (a copy of the template); the caller removes it. */
export async function freshPGliteDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'choir-coach-test-db-'));
  // Copy-on-write where the file system can (falls back to a plain copy).
  cpSync(await templateDataDir(), dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return dataDir;
}

async function openTestPGliteDatabase() {
  const dataDir = await freshPGliteDataDir();
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    databaseUrl: undefined,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Expected server warnings (stored client reports, missing sample content, restart tests) would only clutter the output. */
const QUIET =
  /^\{"time":"[^"]+","level":"warn","msg":"(client error|No (edition catalogue|practice videos|course content)|PostgreSQL connection lost)/;
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && QUIET.test(args[0])) return;
  warn(...args);
};

/** A fresh database (PGlite or PostgreSQL: TEST_ENGINE) with the demo data, and the app on it. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({}, { ...GENEROUS, seedDemo: true, ...options.config });
  const database = await openTestDatabase(options.postgresUrl);
  // Without a fixture, no editions: the real ones are still being generated.
  const editions = options.editions ?? NO_EDITIONS;
  try {
    await seedArticles(database.db, editions.catalogue);
    await seedDemo(database.db);
  } catch (error) {
    await database.close(); // afterAll has no server to close: do not leave the copy behind
    throw error;
  }
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    dbWrites: database.writes,
    config,
    course: options.course ?? loadCourse(REAL_CONTENT_DIR),
    videos: options.videos ?? { find: () => undefined },
    editions,
    startedAt: Date.now(),
  };
  return {
    app: createApp(deps),
    deps,
    appWith: (overrides) => createApp({ ...deps, config: { ...config, ...overrides } }),
    databaseUrl: database.databaseUrl,
    close: () => database.close(),
  };
}

/** The test server of one test file, ready in its tests (see testServerForFile). */
export interface TestFileServer {
  readonly server: TestServer;
  readonly app: TestApp;
  /** Tokens of the accounts signed in before the tests, by e-mail address. */
  readonly tokens: Record<string, string>;
}

/**
 * The usual setup of a test file: a test server started before its tests (with `options`), the
 * given demo accounts signed in, and the database closed after them. Call once, at the top level.
 */
export function testServerForFile(
  options: TestServerOptions = {},
  signIn: readonly string[] = [],
): TestFileServer {
  let server: TestServer | undefined;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(options);
    for (const email of signIn) tokens[email] = await login(server.app, email);
  });
  afterAll(() => server?.close());
  const started = () => {
    if (!server) throw new Error('The test server starts in beforeAll: use it inside tests and hooks');
    return server;
  };
  return {
    get server() {
      return started();
    },
    get app() {
      return started().app;
    },
    tokens,
  };
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string | undefined;
  /** Sent as JSON (with Content-Type application/json). */
  json?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  body?: string;
  headers?: Record<string, string>;
}

/** One in-process request; the body is parsed when the response is JSON. */
export async function call<T = ApiErrorBody>(
  app: TestApp,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  } else if (body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await app.request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    text,
  };
}

/** Signs in a demo account and returns its token (fails the test when sign-in fails). */
export async function login(app: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call<LoginResponse>(app, 'POST', '/api/auth/login', { json: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} answered ${res.status}: ${res.text}`);
  return res.body.token;
}

export const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const FAKE_VIDEO_FILES = { 720: 'fake-720.mp4', 360: 'fake-360.mp4' } as const;

/** A VideoLibrary that has a video for every figure; its files live in the content fixture. */
export function fakeVideoLibrary(): VideoLibrary & { calls: VideoRef[] } {
  const calls: VideoRef[] = [];
  return {
    calls,
    find(ref): PracticeVideo {
      calls.push(ref);
      const { beats, bpm } = ref;
      return {
        id: `fake-${beats}-${bpm}`,
        beats,
        bpm,
        durationMs: 8000,
        sources: [
          { quality: 360, file: FAKE_VIDEO_FILES[360], bytes: 2048 },
          { quality: 720, file: FAKE_VIDEO_FILES[720], bytes: 4096 },
        ],
        posters: { de: 'fake-de.jpg', en: 'fake-en.jpg', fr: 'fake-fr.jpg' },
        captions: { de: 'fake.de.vtt', en: 'fake.en.vtt', fr: 'fake.fr.vtt', it: 'fake.it.vtt' },
        beatTimesMs: [1000, 2000, 3000],
        pattern: String(beats),
      };
    },
  };
}

export interface ContentFixture {
  /** Parent of contentDir; holds `secret.txt`, which path traversal must never reach. */
  root: string;
  contentDir: string;
  /** Absolute path of a file of the fixture by its path relative to contentDir. */
  file(relative: string): string;
  cleanup(): void;
}

const VERSION = '1.0.0';

function entry(articleId: string, previewOnly = false): CatalogueEntry {
  return {
    articleId,
    latestVersion: VERSION,
    versions: [VERSION],
    title: { de: `Testausgabe ${articleId}`, en: `Test edition ${articleId}` },
    previewOnly,
    priceCents: 1250,
    onSale: true,
    offer: false,
    catalogueNumber: `CC ${articleId}`,
    composers: [{ name: 'Anonymous' }],
  };
}

/**
 * A small content folder: a catalogue of editions 10001, 10002, 10003 (full + preview) and 10004
 * (preview only), fake practice videos with a caption file, a public info page, and `../secret.txt` beside it.
 */
export function createContentFixture(): ContentFixture {
  const root = mkdtempSync(path.join(tmpdir(), 'choir-coach-test-'));
  const contentDir = path.join(root, 'content');
  const write = (relative: string, data: string | Buffer) => {
    const file = path.join(contentDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  };
  writeFileSync(path.join(root, 'secret.txt'), 'TOP-SECRET outside the content folder');
  // The format content/pipeline writes.
  const catalogue = {
    version: 1,
    editions: [entry('10001'), entry('10002'), entry('10003'), entry('10004', true)],
  };
  write('editions/catalogue.json', JSON.stringify(catalogue));
  for (const id of ['10001', '10002', '10003']) {
    const base = `editions/${id}/${VERSION}`;
    write(`${base}/manifest.json`, JSON.stringify({ articleId: id, version: VERSION }));
    write(
      `${base}/pages/page-1.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg"><text>${id} page 1</text></svg>`,
    );
    write(`${base}/audio/full.mp3`, randomBytes(5000));
    write(
      `${base}/preview/manifest.json`,
      JSON.stringify({ articleId: id, version: VERSION, preview: true }),
    );
    write(
      `${base}/preview/pages/page-1.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg"><text>${id} preview</text></svg>`,
    );
  }
  write(
    `editions/10004/${VERSION}/preview/manifest.json`,
    JSON.stringify({ articleId: '10004', preview: true }),
  );
  write(`editions/10004/${VERSION}/preview/pages/page-1.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(`videos/${FAKE_VIDEO_FILES[720]}`, randomBytes(4096));
  write(`videos/${FAKE_VIDEO_FILES[360]}`, randomBytes(2048));
  write('videos/fake-de.jpg', randomBytes(300));
  write('videos/fake-en.jpg', randomBytes(300));
  write('videos/fake-fr.jpg', randomBytes(300));
  write('pages/about.en.json', JSON.stringify({ title: 'About', intro: 'Public', sections: [] }));
  write('videos/fake.en.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nOne\n\n00:01.000 --> 00:02.000\nTwo\n');
  return {
    root,
    contentDir,
    file: (relative) => path.join(contentDir, relative),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

export const EDITION_VERSION = VERSION;

/** How many responses had each status (for bursts of parallel requests against a limit). */
export function tally(statuses: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
