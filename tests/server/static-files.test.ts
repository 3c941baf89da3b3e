import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveFile } from '../../server/http/static-files';
import { startTestServer } from './helpers';

/** Edge cases of the file server (some found by the API fuzz test). */

const dir = mkdtempSync(path.join(tmpdir(), 'choir-coach-static-'));
const EMPTY = path.join(dir, 'empty.js');
writeFileSync(EMPTY, '');
const MAPPED = path.join(dir, 'mapped.js');
writeFileSync(MAPPED, 'export{}');
writeFileSync(`${MAPPED}.map`, '{}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const serve = (headers: Record<string, string> = {}, method = 'GET') =>
  serveFile(new Request('http://localhost/dist/empty.js', { method, headers }), EMPTY);

describe('an empty file', () => {
  it('is served with 200 and no bytes', async () => {
    const res = (await serve())!;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('0');
    expect(await res.text()).toBe('');
  });

  it('answers any byte range with 416 in the error shape', async () => {
    for (const range of ['bytes=0-0', 'bytes=-1', 'bytes=-0']) {
      const res = (await serve({ Range: range }))!;
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */0');
      expect(await res.json()).toMatchObject({ error: 'range-not-satisfiable', message: expect.any(String) });
    }
  });
});

describe('a script', () => {
  const get = (file: string) =>
    serveFile(new Request(`http://localhost/dist/${path.basename(file)}`), file, { sourceMaps: true });

  it('names its source map in the SourceMap header, since the build leaves the comment out', async () => {
    expect((await get(MAPPED))!.headers.get('sourcemap')).toBe('mapped.js.map');
  });

  it('names none when there is no map beside it', async () => {
    expect((await get(EMPTY))!.headers.get('sourcemap')).toBeNull();
  });
});

describe('source maps switched off (production)', () => {
  it('names no map and serves none', async () => {
    const server = await startTestServer({ config: { distDir: dir, sourceMaps: false } });
    try {
      const script = await server.app.request('/dist/mapped.js');
      expect(script.status).toBe(200);
      expect(script.headers.get('sourcemap')).toBeNull();
      expect((await server.app.request('/dist/mapped.js.map')).status).toBe(404);
      const on = server.appWith({ distDir: dir, sourceMaps: true });
      expect((await on.request('/dist/mapped.js')).headers.get('sourcemap')).toBe('mapped.js.map');
      expect((await on.request('/dist/mapped.js.map')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
