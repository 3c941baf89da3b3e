import { describe, expect, it } from 'vitest';
import type { PurchaseDto, TopicDto } from '../../src/core/contract/api';
import { CONDUCTOR, call, EXPIRED, EXPIRING, NEWBIE, testServerForFile } from './helpers';

const LIST = '/api/purchases?app=choir-coach';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const env = testServerForFile({}, [CONDUCTOR, EXPIRING, EXPIRED, NEWBIE]);

const token = (email: string) => env.tokens[email]!;
const purchases = (email: string) => call<PurchaseDto[]>(env.app, 'GET', LIST, { token: token(email) });
const ids = async (email: string) => (await purchases(email)).body.map((p) => p.id).sort();

describe('GET /api/purchases', () => {
  it('lists the conductor’s CC licence once (her choir pack), SE and editions 10001 and 10002', async () => {
    const res = await purchases(CONDUCTOR);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((p) => [p.id, p]));
    expect([...byId.keys()].sort()).toEqual(['10001', '10002', 'CC-PACK-5', 'SE-365']);
    expect(res.body.filter((p) => p.art === 'CC')).toHaveLength(1);
    expect(byId.get('CC-PACK-5')).toMatchObject({ art: 'CC', kind: 'licence', seats: 5, permanent: false });
    expect(byId.get('SE-365')).toMatchObject({ art: 'SE', kind: 'licence', seats: 0, permanent: false });
    expect(byId.get('10001')).not.toHaveProperty('art');
    expect(byId.get('10001')).toMatchObject({ kind: 'edition', permanent: true });
    for (const p of res.body) {
      expect(Object.keys(p).sort()).toEqual(
        [
          'date',
          'id',
          'kind',
          'orderNumber',
          'permanent',
          'priceCents',
          'seats',
          'source',
          'validUntil',
          ...(p.art ? ['art'] : []),
        ].sort(),
      );
      expect(p.date).toMatch(ISO);
      expect(p.validUntil).toMatch(ISO);
      expect(Date.parse(p.date)).toBeLessThan(Date.now());
      expect(Date.parse(p.validUntil)).toBeGreaterThan(Date.now());
      // The order each came with, and what it cost (issue 40).
      expect(p).toMatchObject({ source: 'order', orderNumber: expect.stringMatching(/^W-\d+$/) });
    }
    expect(byId.get('CC-PACK-5')?.priceCents).toBe(34900);
    expect(byId.get('SE-365')?.priceCents).toBe(2900);
  });

  it('lists nothing for the new account', async () => {
    const res = await purchases(NEWBIE);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('gives the expired account a licence whose validUntil lies in the past', async () => {
    const res = await purchases(EXPIRED);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ id: 'CC-365', art: 'CC' });
    expect(Date.parse(res.body[0]!.validUntil)).toBeLessThan(Date.now());
  });

  it('gives the expiring account a licence that ends within 14 days', async () => {
    const [licence] = (await purchases(EXPIRING)).body;
    const left = Date.parse(licence!.validUntil) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(14 * 86_400_000);
  });

  it('lists nothing for another app id', async () => {
    const res = await call<PurchaseDto[]>(env.app, 'GET', '/api/purchases?app=other-app', {
      token: token(CONDUCTOR),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 400 with a field message without the app query', async () => {
    const res = await call(env.app, 'GET', '/api/purchases', { token: token(CONDUCTOR) });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['query.app']).toBeTruthy();
  });

  it('answers 401 without a token', async () => {
    expect((await call(env.app, 'GET', LIST)).status).toBe(401);
  });
});

describe('GET /api/purchases/{articleId}/unlock/{code}', () => {
  it('redeems CHOIR-10003-DEMO once for new@example.com; a second use by anyone is 404', async () => {
    const res = await call<PurchaseDto>(env.app, 'GET', '/api/purchases/10003/unlock/CHOIR-10003-DEMO', {
      token: token(NEWBIE),
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe('10003');
    expect(res.body.date).toMatch(ISO);
    expect(Math.abs(Date.parse(res.body.date) - Date.now())).toBeLessThan(60_000);
    expect(await ids(NEWBIE)).toEqual(['10003']);

    const again = await call(env.app, 'GET', '/api/purchases/10003/unlock/CHOIR-10003-DEMO', {
      token: token(NEWBIE),
    });
    expect(again.status).toBe(404);
    const other = await call(env.app, 'GET', '/api/purchases/10003/unlock/CHOIR-10003-DEMO', {
      token: token(EXPIRING),
    });
    expect(other.status).toBe(404);
    expect(await ids(EXPIRING)).toEqual(['CC-365']);
  });

  it('answers 404 for a code of another article and for an unknown code', async () => {
    const wrongArticle = await call(env.app, 'GET', '/api/purchases/10002/unlock/CHOIR-10001-DEMO', {
      token: token(EXPIRED),
    });
    expect(wrongArticle.status).toBe(404);
    expect(wrongArticle.body.error).toBe('not-found');
    const unknown = await call(env.app, 'GET', '/api/purchases/10001/unlock/NOPE-NOPE', {
      token: token(EXPIRED),
    });
    expect(unknown.status).toBe(404);
    expect(await ids(EXPIRED)).toEqual(['CC-365']);
  });

  it('answers 409 for an article already owned, and the code stays usable by someone else', async () => {
    const owned = await call(env.app, 'GET', '/api/purchases/10001/unlock/CHOIR-10001-DEMO', {
      token: token(CONDUCTOR),
    });
    expect(owned.status).toBe(409);
    expect(owned.body.error).toBe('already-bought');

    const used = await call<PurchaseDto>(env.app, 'GET', '/api/purchases/10001/unlock/CHOIR-10001-DEMO', {
      token: token(EXPIRING),
    });
    expect(used.status).toBe(200);
    expect(used.body.id).toBe('10001');
    expect(await ids(EXPIRING)).toEqual(['10001', 'CC-365']);
  });

  it('renews an expired licence with a licence code: a year from today', async () => {
    const before = (await purchases(EXPIRED)).body.find((p) => p.id === 'CC-365')!;
    expect(Date.parse(before.validUntil)).toBeLessThan(Date.now());
    const res = await call<PurchaseDto>(env.app, 'GET', '/api/purchases/CC-365/unlock/COACH-CC-DEMO', {
      token: token(EXPIRED),
    });
    expect(res.status).toBe(200);
    const days = (Date.parse(res.body.validUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(await ids(EXPIRED)).toEqual(['CC-365']);
  });

  it('redeems a licence code with its art and a year of validity', async () => {
    const res = await call<PurchaseDto>(env.app, 'GET', '/api/purchases/SE-365/unlock/coach-se-demo', {
      token: token(EXPIRED),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'SE-365', art: 'SE' });
    const days = (Date.parse(res.body.validUntil) - Date.parse(res.body.date)) / 86_400_000;
    expect(days).toBeCloseTo(365, 3);
  });

  it('answers 400 with field messages for a bad article id or a too short code', async () => {
    const article = await call(env.app, 'GET', '/api/purchases/bad%20id!/unlock/CHOIR-10003-DEMO', {
      token: token(NEWBIE),
    });
    expect(article.status).toBe(400);
    expect(article.body.fields?.['param.articleId']).toBeTruthy();
    const code = await call(env.app, 'GET', '/api/purchases/10003/unlock/AB', { token: token(NEWBIE) });
    expect(code.status).toBe(400);
    expect(code.body.fields?.['param.code']).toBeTruthy();
  });

  it('answers 401 without a token and does not use the code', async () => {
    expect((await call(env.app, 'GET', '/api/purchases/10002/unlock/CHOIR-10002-DEMO')).status).toBe(401);
    const res = await call(env.app, 'GET', '/api/purchases/10002/unlock/CHOIR-10002-DEMO', {
      token: token(NEWBIE),
    });
    expect(res.status).toBe(200);
  });
});

describe('GET/DELETE /api/purchases/{articleId}/unlockspecific/{email}', () => {
  const PACK = '/api/purchases/CC-PACK-5/unlockspecific';

  it('unlocks the pack for new@example.com, who then holds it and gets access to the course', async () => {
    const topicsBefore = await call<TopicDto[]>(env.app, 'GET', '/api/topics', { token: token(NEWBIE) });
    const lockedBefore = topicsBefore.body
      .flatMap((t) => t.modules.flatMap((m) => m.learnElements))
      .filter((e) => !e.access);
    expect(lockedBefore.length).toBeGreaterThan(0);

    const res = await call(env.app, 'GET', `${PACK}/${NEWBIE}`, { token: token(CONDUCTOR) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ articleId: 'CC-PACK-5', email: NEWBIE, seats: 5, seatsUsed: 1 });

    const theirs = (await purchases(NEWBIE)).body.find((p) => p.id === 'CC-PACK-5');
    expect(theirs).toMatchObject({ id: 'CC-PACK-5', art: 'CC' });
    expect(Date.parse(theirs!.validUntil)).toBeGreaterThan(Date.now());

    const topicsAfter = await call<TopicDto[]>(env.app, 'GET', '/api/topics', { token: token(NEWBIE) });
    const ccElements = topicsAfter.body
      .filter((t) => t.art === 'CC')
      .flatMap((t) => t.modules.flatMap((m) => m.learnElements));
    expect(ccElements.every((e) => e.access)).toBe(true);
  });

  it('answers 409 for a duplicate unlock (also in another letter case)', async () => {
    const res = await call(env.app, 'GET', `${PACK}/NEW@Example.com`, { token: token(CONDUCTOR) });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('already-unlocked');
  });

  it('answers 403 for a user who does not own the pack, and the grantee cannot pass it on', async () => {
    const stranger = await call(env.app, 'GET', `${PACK}/friend@example.com`, { token: token(EXPIRED) });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toBe('not-owner');
    const grantee = await call(env.app, 'GET', `${PACK}/friend@example.com`, { token: token(NEWBIE) });
    expect(grantee.status).toBe(403);
  });

  it('answers 403 for an owned licence without seats', async () => {
    const res = await call(env.app, 'GET', `/api/purchases/CC-365/unlockspecific/friend@example.com`, {
      token: token(EXPIRING),
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('no-seat-left');
  });

  it('answers 400 for the own e-mail address', async () => {
    const res = await call(env.app, 'GET', `${PACK}/${CONDUCTOR}`, { token: token(CONDUCTOR) });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['param.email']).toBeTruthy();
  });

  it('answers 400 with a field message for an invalid e-mail address', async () => {
    for (const email of ['not-an-email', 'a%40', '%40example.com']) {
      const res = await call(env.app, 'GET', `${PACK}/${email}`, { token: token(CONDUCTOR) });
      expect(res.status, email).toBe(400);
      expect(res.body.fields?.['param.email'], email).toBeTruthy();
    }
    const del = await call(env.app, 'DELETE', `${PACK}/not-an-email`, { token: token(CONDUCTOR) });
    expect(del.status).toBe(400);
    expect(del.body.fields?.['param.email']).toBeTruthy();
  });

  it('answers 401 without a token', async () => {
    expect((await call(env.app, 'GET', `${PACK}/friend@example.com`)).status).toBe(401);
    expect((await call(env.app, 'DELETE', `${PACK}/${NEWBIE}`)).status).toBe(401);
  });

  it('DELETE by another user answers 403 and leaves the grant in place', async () => {
    const res = await call(env.app, 'DELETE', `${PACK}/${NEWBIE}`, { token: token(EXPIRING) });
    expect(res.status).toBe(403);
    expect(await ids(NEWBIE)).toContain('CC-PACK-5');
  });

  it('DELETE withdraws the unlock: the grantee loses the pack', async () => {
    const res = await call(env.app, 'DELETE', `${PACK}/${NEWBIE}`, { token: token(CONDUCTOR) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ articleId: 'CC-PACK-5', email: NEWBIE, seats: 5, seatsUsed: 0 });
    expect(await ids(NEWBIE)).not.toContain('CC-PACK-5');
    // The owner keeps it.
    expect(await ids(CONDUCTOR)).toContain('CC-PACK-5');
  });

  it('DELETE of a grant that does not exist answers 404', async () => {
    const res = await call(env.app, 'DELETE', `${PACK}/${NEWBIE}`, { token: token(CONDUCTOR) });
    expect(res.status).toBe(404);
    const never = await call(env.app, 'DELETE', `${PACK}/never-granted@example.com`, {
      token: token(CONDUCTOR),
    });
    expect(never.status).toBe(404);
  });

  it('answers 403 once all 5 seats are in use, and a freed seat can be used again', async () => {
    const emails = [1, 2, 3, 4, 5].map((n) => `singer${n}@example.com`);
    for (const [index, email] of emails.entries()) {
      const res = await call(env.app, 'GET', `${PACK}/${email}`, { token: token(CONDUCTOR) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ seatsUsed: index + 1, seats: 5 });
    }
    const sixth = await call(env.app, 'GET', `${PACK}/singer6@example.com`, { token: token(CONDUCTOR) });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toBe('no-seat-left');

    expect(
      (await call(env.app, 'DELETE', `${PACK}/singer1@example.com`, { token: token(CONDUCTOR) })).status,
    ).toBe(200);
    const again = await call(env.app, 'GET', `${PACK}/singer6@example.com`, { token: token(CONDUCTOR) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ seatsUsed: 5 });
  });

  it('never gives more seats than bought under concurrent unlocks', async () => {
    // All seats are taken now; free two and race four unlocks for them.
    for (const email of ['singer2@example.com', 'singer3@example.com']) {
      await call(env.app, 'DELETE', `${PACK}/${email}`, { token: token(CONDUCTOR) });
    }
    const results = await Promise.all(
      ['race1', 'race2', 'race3', 'race4'].map((n) =>
        call(env.app, 'GET', `${PACK}/${n}@example.com`, { token: token(CONDUCTOR) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 403, 403]);
  });
});
