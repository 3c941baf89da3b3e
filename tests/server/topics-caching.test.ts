import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadCourse } from '../../server/content/course';
import { loadEditions } from '../../server/content/editions';
import { licensedArtsAt } from '../../server/purchases/licensed-arts';
import { licensedArts, purchasesOf } from '../../server/purchases/purchase-queries';
import { issueToken, sessionForToken } from '../../server/security/tokens';
import type { TopicDto } from '../../src/core/contract/api';
import {
  CONDUCTOR,
  call,
  EXPIRED,
  EXPIRING,
  login,
  NEWBIE,
  REAL_CONTENT_DIR,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';

const course = loadCourse(REAL_CONTENT_DIR);
let server: TestServer;
let app: TestApp;
let conductor: string;
let expiring: string;
let expired: string;

beforeAll(async () => {
  server = await startTestServer({ course, editions: loadEditions(REAL_CONTENT_DIR) });
  app = server.app;
  [conductor, expiring, expired] = await Promise.all([
    login(app, CONDUCTOR),
    login(app, EXPIRING),
    login(app, EXPIRED),
  ]);
});
afterAll(() => server?.close());

const topics = (headers: Record<string, string> = {}, token?: string, url = '/api/topics') =>
  call<TopicDto[]>(app, 'GET', url, { token, headers });

const elementsOf = (list: TopicDto[]) => list.flatMap((t) => t.modules.flatMap((m) => m.learnElements));

describe('GET /api/topics revalidation', () => {
  it('carries a strong ETag and private, no-cache', async () => {
    const res = await topics({}, conductor);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers If-None-Match with the current tag by 304 and no body', async () => {
    const { headers } = await topics({}, conductor);
    const res = await topics({ 'If-None-Match': headers.get('etag') ?? '' }, conductor);
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
    expect(res.headers.get('etag')).toBe(headers.get('etag'));
  });

  it('answers 304 to the tag of the compressed form as well', async () => {
    const br = await app.request('/api/topics', { headers: { 'Accept-Encoding': 'br' } });
    const res = await topics({ 'If-None-Match': br.headers.get('etag') ?? '', 'Accept-Encoding': 'br' });
    expect(res.status).toBe(304);
  });

  it('gives each access level its own tag and never another level’s response for a tag', async () => {
    // Licences: the conductor holds CC and SE, the expiring account CC only, nobody signed in none.
    const [both, ccOnly, none] = await Promise.all([topics({}, conductor), topics({}, expiring), topics()]);
    const tags = [both, ccOnly, none].map((res) => res.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    // The licensed response's tag, sent by a caller without the licence: they get their own response.
    const res = await topics({ 'If-None-Match': tags[0] ?? '' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(tags[2]);
    expect(elementsOf(res.body).every((e) => e.access === e.preview)).toBe(true);
    expect(elementsOf(both.body).every((e) => e.access)).toBe(true);
    const partly = await topics({ 'If-None-Match': tags[0] ?? '' }, expiring);
    expect(partly.status).toBe(200);
    expect(
      partly.body
        .filter((t) => t.art === 'SE')
        .every((t) => t.modules.every((m) => m.learnElements.every((e) => e.access === e.preview))),
    ).toBe(true);
  });

  it('shares one tag between callers of the same access level (an expired licence is none)', async () => {
    const [lapsed, anonymous] = await Promise.all([topics({}, expired), topics()]);
    expect(lapsed.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(lapsed.text).toBe(anonymous.text);
  });

  it('is the same tag for two users with the same licences (no user id in it)', async () => {
    const again = await login(app, CONDUCTOR);
    const [a, b] = await Promise.all([topics({}, conductor), topics({}, again)]);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
  });

  it('changes its tag when the content changes', async () => {
    const before = await topics({}, conductor);
    const edited = loadCourse(REAL_CONTENT_DIR);
    const first = edited.topics[0];
    if (!first) throw new Error('the course has no topics');
    first.headline = { ...first.headline, en: `${first.headline.en} (revised)` };
    const republished = createApp({ ...server.deps, course: edited });
    const res = await call<TopicDto[]>(republished, 'GET', '/api/topics', {
      token: conductor,
      headers: { 'If-None-Match': before.headers.get('etag') ?? '' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(res.body[0]?.headline.en).toMatch(/\(revised\)$/);
  });

  it('sends the held response compressed by Accept-Encoding, with Vary', async () => {
    const plain = await topics({}, conductor);
    const res = await app.request('/api/topics', {
      headers: { 'Accept-Encoding': 'gzip, br', Authorization: `Bearer ${conductor}` },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(plain.text);
  });
});

describe('the per-request licence lookup (in the token lookup)', () => {
  it('reads the same arts as the full purchase list, unlocks for the e-mail included', async () => {
    const { db } = server.deps;
    const artsOf = async (user: { id: string }) => {
      const { token } = await issueToken(db, user.id, 60_000);
      const signedIn = await sessionForToken(db, token, server.deps.config.sessionIdleMs);
      return [...licensedArtsAt(signedIn?.licences ?? [])].sort();
    };
    const conductorRow = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', CONDUCTOR)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('specific_unlocks')
      .values({ article_id: 'SE-365', email: NEWBIE, granted_by: conductorRow.id })
      .execute();
    const users = await db.selectFrom('users').selectAll().execute();
    for (const user of users)
      expect(await artsOf(user), user.email).toEqual([...licensedArts(await purchasesOf(db, user))].sort());
    const newbie = users.find((user) => user.email === NEWBIE);
    expect(await artsOf(newbie!)).toEqual(['SE']);
    const res = await topics({}, await login(app, NEWBIE));
    const se = res.body.filter((t) => t.art === 'SE');
    expect(se.length).toBeGreaterThan(0);
    expect(elementsOf(se).every((e) => e.access)).toBe(true);
    expect(elementsOf(res.body.filter((t) => t.art === 'CC')).every((e) => e.access === e.preview)).toBe(
      true,
    );
  });
});

describe('GET /api/topics?lang=', () => {
  it('keeps every language without the parameter', async () => {
    const { body } = await topics({}, conductor);
    expect(body[0]?.headline.de).not.toBe('');
    expect(body[0]?.headline.en).not.toBe('');
    expect(body[0]?.headline.fr).not.toBe('');
  });

  it('fills only the asked language, in the same shape, in fewer bytes', async () => {
    const [both, de, en] = await Promise.all([
      topics({}, conductor),
      topics({}, conductor, '/api/topics?lang=de'),
      topics({}, conductor, '/api/topics?lang=en'),
    ]);
    expect(de.status).toBe(200);
    const [first, firstDe, firstEn] = [both.body[0], de.body[0], en.body[0]];
    expect(firstDe?.headline).toEqual({ de: first?.headline.de, en: '' });
    expect(firstEn?.headline).toEqual({ de: '', en: first?.headline.en });
    const element = elementsOf(en.body)[0];
    expect(element?.keywords.de).toEqual([]);
    expect(element?.body.de).toBe('');
    expect(elementsOf(de.body).map((e) => e.learnElementId)).toEqual(
      elementsOf(both.body).map((e) => e.learnElementId),
    );
    expect(de.text.length).toBeLessThan(both.text.length * 0.75);
    expect(new Set([both, de, en].map((res) => res.headers.get('etag'))).size).toBe(3);
  });

  it('fills French for fr, in the same shape', async () => {
    const [all, fr] = await Promise.all([
      topics({}, conductor),
      topics({}, conductor, '/api/topics?lang=fr'),
    ]);
    expect(fr.status).toBe(200);
    expect(fr.body[0]?.headline).toEqual({ de: '', en: '', fr: all.body[0]?.headline.fr });
    const element = elementsOf(fr.body)[0];
    expect(element?.keywords.fr?.length).toBeGreaterThan(2);
    expect(element?.keywords.en).toEqual([]);
    expect(fr.text.length).toBeLessThan(all.text.length * 0.5);
  });

  it('refuses another value with 400 and a clear message', async () => {
    for (const lang of ['xx', 'DE', '', 'de,en']) {
      const res = await call(app, 'GET', `/api/topics?lang=${encodeURIComponent(lang)}`);
      expect(res.status, lang).toBe(400);
      expect(res.body.message, lang).toMatch(/lang must be de, en or fr/);
    }
  });
});

describe('GET /api/topics?bodies=none and GET /api/topics/{id}: the outline, and a topic with its texts', () => {
  it('the outline has every element of the list, no lesson text, and a third of the bytes or less', async () => {
    const [full, outline] = await Promise.all([
      topics({}, conductor, '/api/topics?lang=en'),
      topics({}, conductor, '/api/topics?lang=en&bodies=none'),
    ]);
    expect(outline.status).toBe(200);
    const [withTexts, without] = [elementsOf(full.body), elementsOf(outline.body)];
    expect(without.map((e) => e.learnElementId)).toEqual(withTexts.map((e) => e.learnElementId));
    expect(without.map((e) => [e.headline, e.access])).toEqual(withTexts.map((e) => [e.headline, e.access]));
    expect(withTexts.some((e) => e.body.en !== '')).toBe(true);
    expect(without.every((e) => e.body.en === '' && e.body.de === '')).toBe(true);
    expect(outline.text.length).toBeLessThan(full.text.length / 3);
    expect(outline.headers.get('etag')).not.toBe(full.headers.get('etag'));
  });

  it('a topic answers with its lesson texts in the asked language, as the list has them', async () => {
    const [list, one] = await Promise.all([
      topics({}, conductor, '/api/topics?lang=de'),
      call<TopicDto>(app, 'GET', '/api/topics/2?lang=de', { token: conductor }),
    ]);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(list.body.find((topic) => topic.topicId === 2));
    expect(elementsOf([one.body]).every((e) => e.body.de !== '' && e.body.en === '')).toBe(true);
  });

  it('a topic revalidates by its tag: 304 for the same arts, the texts again for others', async () => {
    const first = await call<TopicDto>(app, 'GET', '/api/topics/0?lang=en', { token: conductor });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await call(app, 'GET', '/api/topics/0?lang=en', {
      token: conductor,
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    // Signed out, only the preview is open: another response, without the licensed lessons' texts.
    const other = await call<TopicDto>(app, 'GET', '/api/topics/0?lang=en', {
      headers: { 'If-None-Match': etag },
    });
    expect(other.status).toBe(200);
    expect(
      elementsOf([other.body])
        .filter((e) => e.body.en !== '')
        .every((e) => e.preview),
    ).toBe(true);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('refuses another bodies or lang value with 400 and a clear message', async () => {
    const bodies = await call(app, 'GET', '/api/topics?bodies=some');
    expect(bodies.status).toBe(400);
    expect(bodies.body.message).toMatch(/bodies must be none/);
    const lang = await call(app, 'GET', '/api/topics/0?lang=xx');
    expect(lang.status).toBe(400);
    expect(lang.body.message).toMatch(/lang must be de, en or fr/);
  });
});

describe('GET /api/catalogue revalidation', () => {
  it('carries an ETag and answers it with 304, per caller', async () => {
    const first = await call(app, 'GET', '/api/catalogue', { token: conductor });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await call(app, 'GET', '/api/catalogue', {
      token: conductor,
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    // Signed out, nothing is purchased: another response, so the conductor's tag does not hold.
    const other = await call<{ editions: { purchased: boolean }[] }>(app, 'GET', '/api/catalogue', {
      headers: { 'If-None-Match': etag },
    });
    expect(other.status).toBe(200);
    expect(other.body.editions.some((e) => e.purchased)).toBe(false);
    expect(other.headers.get('etag')).not.toBe(etag);
  });
});
