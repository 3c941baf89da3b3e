/**
 * The start page's per-user calls (purchases, settings) revalidate (issue 37): a reload that sends
 * the tag it got costs no body, a change gives a new tag at once, and no caller is told "unchanged"
 * about another's answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseDto, UserSettings } from '../../src/core/contract/api';
import { APP, CONDUCTOR, call, NEWBIE, testServerForFile } from './helpers';

const file = testServerForFile({}, [CONDUCTOR, NEWBIE]);
const PURCHASES = `/api/purchases?app=${APP}`;
const SETTINGS = `/api/auth/usersettings?app=${APP}`;

const get = <T>(url: string, email: string, etag?: string) =>
  call<T>(file.app, 'GET', url, {
    token: file.tokens[email],
    headers: etag ? { 'If-None-Match': etag } : {},
  });

const patchSettings = (email: string, learnElementId: number, progress: number) =>
  call(file.app, 'PATCH', SETTINGS, {
    token: file.tokens[email],
    json: { learnElementMetadata: [{ learnElementId, learnElementProgress: progress }] },
  });

// The two users' answers differ (a tag names bytes: equal answers share it, rightly).
beforeAll(async () => {
  expect((await patchSettings(CONDUCTOR, 100, 10)).status).toBe(200);
});

describe.each([
  ['purchases', PURCHASES],
  ['settings', SETTINGS],
])('GET %s', (_, url) => {
  it('carries a strong ETag, private, no-cache, and answers 304 without a body to it', async () => {
    const first = await get(url, CONDUCTOR);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await get(url, CONDUCTOR, etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it("answers another user's tag with that user's own answer", async () => {
    const conductors = await get(url, CONDUCTOR);
    const newbies = await get(url, NEWBIE, conductors.headers.get('etag')!);
    expect(newbies.status).toBe(200);
    expect(newbies.text).not.toBe(conductors.text);
  });
});

it('gives purchases a new tag once a seat is shared with the user', async () => {
  const before = await get<PurchaseDto[]>(PURCHASES, NEWBIE);
  expect(before.body).toEqual([]);
  const share = await call(file.app, 'GET', `/api/purchases/CC-PACK-5/unlockspecific/${NEWBIE}`, {
    token: file.tokens[CONDUCTOR],
  });
  expect(share.status).toBe(200);
  const after = await get<PurchaseDto[]>(PURCHASES, NEWBIE, before.headers.get('etag')!);
  expect(after.status).toBe(200);
  expect(after.body.map((purchase) => purchase.id)).toEqual(['CC-PACK-5']);
});

it('gives settings a new tag after a write', async () => {
  const before = await get<UserSettings>(SETTINGS, CONDUCTOR);
  expect((await patchSettings(CONDUCTOR, 101, 40)).status).toBe(200);
  const after = await get<UserSettings>(SETTINGS, CONDUCTOR, before.headers.get('etag')!);
  expect(after.status).toBe(200);
  expect(after.body.learnElementMetadata).toContainEqual(
    expect.objectContaining({ learnElementId: 101, learnElementProgress: 40, maxProgress: 40 }),
  );
});
