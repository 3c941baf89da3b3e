/**
 * The voices apart (issue 38) behind the same paywall as the rest of an edition, on the real
 * content: the purchaser's download lists every part's four-channel file with its sha256, the
 * preview lists only its own, and no one else reaches the full file.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import type { DownloadManifestDto } from '../../src/core/contract/api';
import type { EditionManifest } from '../../src/core/contract/edition-format';
import { CONDUCTOR, call, login, NEWBIE, startTestServer, type TestServer } from './helpers';

const CONTENT = path.resolve('content');
const VERSION = '10002/1.0.0';
const editionFile = (relative: string) => readFileSync(path.join(CONTENT, 'editions', VERSION, relative));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let server: TestServer;
let conductor: string;
let newbie: string;

beforeAll(async () => {
  server = await startTestServer({ config: { contentDir: CONTENT }, editions: loadEditions(CONTENT) });
  [conductor, newbie] = await Promise.all([login(server.app, CONDUCTOR), login(server.app, NEWBIE)]);
});
afterAll(async () => {
  await server?.close();
});

const manifest = (preview: boolean, token?: string) =>
  call<DownloadManifestDto>(server.app, 'GET', `/api/purchases/10002/downloadmanifest/${preview}`, { token });
const voicesOf = (files: DownloadManifestDto['files']) =>
  files.filter((file) => file.path.endsWith('-voices.m4a'));

describe('the voices apart behind the paywall', () => {
  it("lists every part's voices apart, with size and sha256, in the purchaser's download", async () => {
    const res = await manifest(false, conductor);
    expect(res.status).toBe(200);
    const edition = JSON.parse(editionFile('manifest.json').toString()) as EditionManifest;
    const named = edition.parts.map((part) => part.voiceTracks?.file);
    expect(voicesOf(res.body.files).map((file) => file.path)).toEqual(named);
    for (const file of voicesOf(res.body.files)) {
      const bytes = editionFile(file.path);
      expect(file.sha256).toBe(sha256(bytes));
      expect(file.size).toBe(bytes.length);
    }
  });

  it('lists only the preview-length voices apart in the preview, for anyone', async () => {
    for (const token of [undefined, newbie]) {
      const res = await manifest(true, token);
      expect(res.status).toBe(200);
      const [only, ...more] = voicesOf(res.body.files);
      expect(more).toEqual([]);
      expect(only?.path).toBe('audio/part0-voices.m4a');
      expect(only?.sha256).toBe(sha256(editionFile(`preview/${only!.path}`)));
      expect(only?.url).toContain('/preview/audio/part0-voices.m4a');
    }
  });

  it('keeps the full voices apart from a user without the purchase and from anyone signed out', async () => {
    expect((await manifest(false, newbie)).status).toBe(403);
    expect((await manifest(false)).status).toBe(401);
    const preview = await manifest(true, newbie);
    const link = new URL(voicesOf(preview.body.files)[0]!.url);
    // The preview's signature does not open the full edition's file of the same name.
    const full = link.pathname.replace('/preview/', '/');
    expect((await server.app.request(`${full}${link.search}`)).status).toBe(403);
    expect((await server.app.request(full)).status).toBe(403);
    expect((await server.app.request(`${link.pathname}${link.search}`)).status).toBe(200);
  });
});
