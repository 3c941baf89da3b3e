/**
 * The sync editor with two real server processes on one content folder (a scratch copy) and, on
 * PostgreSQL, one database, as an operator runs them (decision 0054): a version saved through one
 * process is served by the other within seconds, without a restart; saves at once through both
 * each land as a version of their own, and the catalogue on disk names every one of them.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EditionFilesDto, LoginResponse } from '../../src/core/contract/api';
import { type Catalogue, SyncMapSchema } from '../../src/core/contract/edition-format';
import { scratchContent } from '../e2e/support/scratch-content';
import { CONDUCTOR, DEMO_PASSWORD, TEST_ENGINE, TEST_POSTGRES_URL } from './helpers';
import {
  databaseEnv,
  killServers,
  removeServerData,
  type ServerProcess,
  START_TIMEOUT_MS,
  start,
} from './server-processes';

const TOKEN = 'operator-secret-for-two-processes';
const CONTENT = path.join(tmpdir(), `choir-coach-two-processes-${process.pid}`);
const EDITIONS = path.join(CONTENT, 'editions');
/** A version saved on one process is served by the other within this (it looks once a second). */
const REACHES_OTHER_MS = 3000;

let servers: [ServerProcess, ServerProcess];

beforeAll(async () => {
  scratchContent(CONTENT);
  const shared = TEST_POSTGRES_URL ? await databaseEnv() : undefined;
  const env = async () => ({
    CONTENT_DIR: CONTENT,
    OPERATOR_TOKEN: TOKEN,
    SIGNING_SECRET: 'one-secret-for-both-processes',
    ...(shared ?? (await databaseEnv())), // PGlite: a directory each (one process per directory)
  });
  const [first, second] = [await env(), await env()];
  servers = await Promise.all([start(first), start(second)]);
}, 2 * START_TIMEOUT_MS);

afterAll(async () => {
  killServers();
  await removeServerData();
  rmSync(CONTENT, { recursive: true, force: true });
});

async function operator<T>(server: ServerProcess, url: string, body?: unknown) {
  const res = await fetch(`${server.base}/api/operator/editions${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Operator-Token': TOKEN, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const barStarts = async (server: ServerProcess, version: string) =>
  (
    await operator<{ parts: { bars: { startMs: number }[] }[] }>(server, `/10001/${version}`)
  ).body.parts[0]!.bars.map((b) => b.startMs);

const save = (server: ServerProcess, base: string, starts: number[]) =>
  operator<{ version: string; basedOn: string }>(server, `/10001/${base}/corrections`, {
    parts: [{ index: 0, barStarts: starts }],
  });

const moved = (starts: number[], bar: number, byMs: number) =>
  starts.map((t, i) => (i === bar ? t + byMs : t));

async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: CONDUCTOR, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as LoginResponse).token;
}

/** What the conductor's player loads: the latest version's files, as signed links. */
async function stream(server: ServerProcess, token: string): Promise<EditionFilesDto> {
  const res = await fetch(`${server.base}/api/catalogue/10001/stream/false`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as EditionFilesDto;
}

async function fileOf<T>(server: ServerProcess, files: EditionFilesDto, file: string): Promise<T> {
  const link = new URL(files.files.find((f) => f.path === file)!.url);
  const res = await fetch(`${server.base}${link.pathname}${link.search}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const catalogueEntry = () =>
  (JSON.parse(readFileSync(path.join(EDITIONS, 'catalogue.json'), 'utf8')) as Catalogue).editions.find(
    (e) => e.articleId === '10001',
  )!;

describe(`the sync editor on two server processes (${TEST_ENGINE})`, () => {
  it('serves a version saved through one process from the other within seconds, without a restart', async () => {
    const [first, second] = servers;
    const token = await signIn(second);
    const before = await stream(second, token);
    const starts = await barStarts(second, before.version);
    const corrected = moved(starts, 11, 400);

    const saved = await save(first, before.version, corrected);
    expect(saved.status).toBe(201);
    const { version } = saved.body;
    expect(version).not.toBe(before.version);

    const now = await vi.waitFor(
      async () => {
        const files = await stream(second, token);
        expect(files.version).toBe(version);
        return files;
      },
      { timeout: REACHES_OTHER_MS, interval: 100 },
    );
    const manifest = await fileOf<{ version: string }>(second, now, 'manifest.json');
    expect(manifest.version).toBe(version);
    const sync = SyncMapSchema.parse(await fileOf(second, now, 'sync/part0.json'));
    expect(sync.bars.map((b) => b.startMs)).toEqual(corrected);
    // The operator's editor on the other process opens it too.
    expect(await barStarts(second, version)).toEqual(corrected);
  }, 30_000);

  it('lands saves made at once through both processes as versions of their own, all catalogued', async () => {
    const [first, second] = servers;
    const base = catalogueEntry().latestVersion;
    const starts = await barStarts(first, base);
    // Two operators on each process, all from the same version, all at once.
    const corrections = [3, 5, 7, 9].map((bar) => moved(starts, bar, 250));
    const saves = await Promise.all(corrections.map((c, i) => save(i % 2 ? second : first, base, c)));
    expect(saves.map((s) => s.status)).toEqual([201, 201, 201, 201]);
    const versions = saves.map((s) => s.body.version);
    expect(new Set(versions).size).toBe(4);

    // Each folder holds its own operator's map: none was written over by another save.
    for (const [i, version] of versions.entries()) {
      const file = path.join(EDITIONS, '10001', version, 'sync/part0.json');
      const sync = SyncMapSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      expect(sync.bars.map((b) => b.startMs)).toEqual(corrections[i]);
      const manifest = JSON.parse(
        readFileSync(path.join(EDITIONS, '10001', version, 'manifest.json'), 'utf8'),
      );
      expect(manifest.version).toBe(version);
    }
    // The catalogue names every one, and no folder it names is missing.
    const entry = catalogueEntry();
    expect(entry.versions).toEqual(expect.arrayContaining([base, ...versions]));
    const newest = [...versions].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1)!;
    expect(entry.latestVersion).toBe(newest);
    for (const version of entry.versions)
      expect(existsSync(path.join(EDITIONS, '10001', version, 'manifest.json'))).toBe(true);
    const imports = JSON.parse(readFileSync(path.join(EDITIONS, 'imports.json'), 'utf8')).imports;
    for (const version of versions) expect(imports).toContainEqual({ articleId: '10001', version });
    // Nothing half-made is left: no building folder, no lock.
    expect(readdirSync(path.join(EDITIONS, '10001')).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(EDITIONS).filter((name) => name.startsWith('.'))).toEqual([]);

    // Both processes serve the newest.
    for (const server of servers) {
      const token = await signIn(server);
      await vi.waitFor(async () => expect((await stream(server, token)).version).toBe(newest), {
        timeout: REACHES_OTHER_MS,
        interval: 100,
      });
    }
  }, 60_000);
});
