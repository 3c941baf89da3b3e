import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import { nextVersion } from '../../server/operator/edition-version';
import { SyncMapSchema } from '../../src/core/contract/edition-format';
import { scratchContent } from '../e2e/support/scratch-content';
import { CONDUCTOR, call, login, testServerForFile } from './helpers';

const TOKEN = 'operator-secret-for-sync-tests';
const CONTENT = scratchContent(path.join(tmpdir(), `choir-coach-operator-sync-${process.pid}`));
const EDITIONS = path.join(CONTENT, 'editions');
const env = testServerForFile({
  config: { operatorToken: TOKEN, contentDir: CONTENT },
  editions: loadEditions(CONTENT),
});

afterAll(() => rmSync(CONTENT, { recursive: true, force: true }));

const BASE = '/api/operator/editions/10001/1.1.0';
const versionsOf = (articleId: string) => readdirSync(path.join(EDITIONS, articleId)).sort();
const catalogue = () => readFileSync(path.join(EDITIONS, 'catalogue.json'), 'utf8');
const startsOf = (version: string) =>
  SyncMapSchema.parse(
    JSON.parse(readFileSync(path.join(EDITIONS, '10001', version, 'sync/part0.json'), 'utf8')),
  ).bars.map((b) => b.startMs);
const correction = (barStarts: unknown) => ({ json: { parts: [{ index: 0, barStarts }] } });
const save = (body: { json: unknown }, token: string | null = TOKEN) =>
  call<{ version: string; basedOn: string; message: string }>(env.app, 'POST', `${BASE}/corrections`, {
    ...body,
    headers: token === null ? {} : { 'X-Operator-Token': token },
  });

describe('the operator’s sync editor', () => {
  it('opens nothing and writes nothing without the operator token', async () => {
    const before = [versionsOf('10001'), catalogue()];
    const good = correction(startsOf('1.1.0'));
    expect((await save(good, null)).status).toBe(401);
    expect((await save(good, 'wrong')).status).toBe(401);
    expect((await save(good, `${TOKEN}x`)).status).toBe(401);
    // The token is checked before the body is read: a hostile body without it is still a 401.
    expect((await save({ json: { parts: 'x'.repeat(1000) } }, null)).status).toBe(401);
    const customer = await login(env.app, CONDUCTOR);
    const asCustomer = await call(env.app, 'POST', `${BASE}/corrections`, { ...good, token: customer });
    expect(asCustomer.status).toBe(401);
    expect((await call(env.app, 'GET', BASE, { token: customer })).status).toBe(401);
    expect((await call(env.app, 'GET', '/api/operator/editions')).status).toBe(401);
    const off = env.server.appWith({ operatorToken: undefined });
    expect(
      (await call(off, 'GET', '/api/operator/editions', { headers: { 'X-Operator-Token': TOKEN } })).status,
    ).toBe(404);
    expect((await call(off, 'GET', '/operator/sync')).status).toBe(404);
    expect([versionsOf('10001'), catalogue()]).toEqual(before);
  });

  it('refuses a hostile sync map with a clear message and writes nothing', async () => {
    const before = [versionsOf('10001'), catalogue()];
    const starts = startsOf('1.1.0');
    const backwards = starts.map((t, i) => (i === 5 ? starts[3]! : t));
    const refused = await save(correction(backwards));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/not saved: part 1: bar 5 .* bar starts must increase/);
    const huge = await save(correction(starts.map((t, i) => (i === 16 ? 1e300 : t))));
    expect(huge.body.message).toMatch(/after the music of the recording ends/);
    expect((await save(correction(starts.slice(2)))).body.message).toMatch(/15 bar starts for 17 bars/);
    // JSON has no NaN: a literal one is no JSON, 1e999 parses to Infinity, which the schema refuses.
    const nan = await call(env.app, 'POST', `${BASE}/corrections`, {
      body: `{"parts":[{"index":0,"barStarts":[0,NaN]}]}`,
      headers: { 'X-Operator-Token': TOKEN },
    });
    expect(nan.status).toBe(400);
    const infinite = await call(env.app, 'POST', `${BASE}/corrections`, {
      body: `{"parts":[{"index":0,"barStarts":[0,1e999]}]}`,
      headers: { 'X-Operator-Token': TOKEN },
    });
    expect(infinite.status).toBe(400);
    expect((await save(correction(Array(6000).fill(1)))).status).toBe(400);
    expect((await save({ json: { parts: [{ index: 7, barStarts: starts }] } })).body.message).toMatch(
      /part 8: the edition has 1 part/,
    );
    expect((await save(correction(['0', ...starts.slice(1)]))).status).toBe(400);
    // A version that is not in the catalogue, or a path that tries to leave it.
    for (const url of ['/api/operator/editions/10001/9.9.9', '/api/operator/editions/..%2F..%2F/1.0.0'])
      expect([400, 404]).toContain(
        (await call(env.app, 'GET', url, { headers: { 'X-Operator-Token': TOKEN } })).status,
      );
    expect([versionsOf('10001'), catalogue()]).toEqual(before);
  });

  it('shows a version’s bar starts with signed links to its pages and recording', async () => {
    const res = await call<{
      parts: { bars: { n: string; startMs: number }[]; audio: string; pages: { url: string }[] }[];
    }>(env.app, 'GET', BASE, { headers: { 'X-Operator-Token': TOKEN } });
    expect(res.status).toBe(200);
    const [part] = res.body.parts;
    expect(part!.bars.map((b) => b.startMs)).toEqual(startsOf('1.1.0'));
    expect(part!.audio).toMatch(
      /\/api\/files\/editions\/10001\/1\.1\.0\/audio\/part0-full\.m4a\?expires=\d+&signature=/,
    );
    const page = new URL(part!.pages[0]!.url);
    expect((await call(env.app, 'GET', `${page.pathname}${page.search}`)).status).toBe(200);
    const html = await call(env.app, 'GET', '/operator/sync');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(html.text).not.toContain(TOKEN);
  });

  it('saves a corrected map as a complete new version that the catalogue serves as the latest', async () => {
    const starts = startsOf('1.1.0');
    const moved = starts.map((t, i) => (i === 11 ? t + 400 : t));
    const saved = await save(correction(moved));
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ articleId: '10001', version: '1.1.1', basedOn: '1.1.0' });
    expect(startsOf('1.1.1')).toEqual(moved);
    const files = (version: string) =>
      readdirSync(path.join(EDITIONS, '10001', version), { recursive: true, encoding: 'utf8' })
        .filter((f) => !/\.(br|gz)$/.test(f))
        .sort();
    expect(files('1.1.1')).toEqual(files('1.1.0'));
    const manifest = JSON.parse(readFileSync(path.join(EDITIONS, '10001/1.1.1/manifest.json'), 'utf8'));
    expect(manifest.version).toBe('1.1.1');
    const preview = JSON.parse(
      readFileSync(path.join(EDITIONS, '10001/1.1.1/preview/manifest.json'), 'utf8'),
    );
    expect(preview.version).toBe('1.1.1');
    expect(existsSync(path.join(EDITIONS, '10001/1.1.1/sync/part0.json.br'))).toBe(false);
    const entry = JSON.parse(catalogue()).editions.find(
      (e: { articleId: string }) => e.articleId === '10001',
    );
    expect(entry).toMatchObject({ latestVersion: '1.1.1', versions: ['1.0.0', '1.1.0', '1.1.1'] });
    // Listed for the pipeline: its next full build keeps the version (content/pipeline/edition-index.ts).
    expect(JSON.parse(readFileSync(path.join(EDITIONS, 'imports.json'), 'utf8')).imports).toContainEqual({
      articleId: '10001',
      version: '1.1.1',
    });
    // The running server serves it: the purchaser's download manifest names the new version.
    const token = await login(env.app, CONDUCTOR);
    const download = await call<{ version: string; files: { path: string; sha256: string }[] }>(
      env.app,
      'GET',
      '/api/purchases/10001/downloadmanifest/false',
      { token },
    );
    expect(download.status).toBe(200);
    expect(download.body.version).toBe('1.1.1');
    // Its checksums are the new files': the sync map's sha256 is the one written.
    const sync = readFileSync(path.join(EDITIONS, '10001/1.1.1/sync/part0.json'));
    expect(download.body.files.find((f) => f.path === 'sync/part0.json')?.sha256).toBe(
      createHash('sha256').update(sync).digest('hex'),
    );
    // The next correction, from any version, becomes 1.1.2.
    expect((await save(correction(starts))).body.version).toBe('1.1.2');
  });

  it('lands two saves at once as two versions, each with its own map, both catalogued', async () => {
    const starts = startsOf('1.1.0');
    const corrections = [5, 9].map((bar) => starts.map((t, i) => (i === bar ? t + 300 : t)));
    const saves = await Promise.all(corrections.map((c) => save(correction(c))));
    expect(saves.map((s) => s.status)).toEqual([201, 201]);
    const versions = saves.map((s) => s.body.version);
    expect([...versions].sort()).toEqual(['1.1.3', '1.1.4']);
    expect(versions.map(startsOf)).toEqual(corrections);
    const entry = JSON.parse(catalogue()).editions.find(
      (e: { articleId: string }) => e.articleId === '10001',
    );
    expect(entry).toMatchObject({ latestVersion: '1.1.4' });
    expect(entry.versions).toEqual(expect.arrayContaining(['1.1.3', '1.1.4']));
  });

  it('numbers a new version one patch after the newest', () => {
    expect(nextVersion(['1.0.0', '1.10.0', '1.9.3'])).toBe('1.10.1');
    expect(nextVersion(['2.0.9'])).toBe('2.0.10');
  });
});
