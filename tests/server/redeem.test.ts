import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, PurchaseDto } from '../../src/core/contract/api';
import { CONDUCTOR, call, EXPIRED, EXPIRING, NEWBIE, testServerForFile } from './helpers';

const env = testServerForFile({}, [CONDUCTOR, EXPIRING, EXPIRED, NEWBIE]);

const redeem = (email: string, code: unknown) =>
  call<PurchaseDto & ApiErrorBody>(env.app, 'POST', '/api/purchases/redeem', {
    json: { code },
    token: env.tokens[email]!,
  });

/** Issue 40: redeeming asks for the code alone; the code names its article. */
describe('POST /api/purchases/redeem', () => {
  it('finds the article by the code and makes it the user’s, as a code, without order or price', async () => {
    const res = await redeem(NEWBIE, ' choir-10003-demo ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: '10003',
      kind: 'edition',
      permanent: true,
      source: 'code',
      orderNumber: null,
      priceCents: null,
    });
    const list = await call<PurchaseDto[]>(env.app, 'GET', '/api/purchases?app=choir-coach', {
      token: env.tokens[NEWBIE]!,
    });
    expect(list.body.map((p) => p.id)).toEqual(['10003']);
  });

  it('says a used code is used, and an unknown one unknown', async () => {
    const used = await redeem(EXPIRING, 'CHOIR-10003-DEMO');
    expect(used.status).toBe(409);
    expect(used.body.error).toBe('code-used');
    const unknown = await redeem(EXPIRING, 'NOPE-NOPE-NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('unknown-code');
  });

  it('says an edition is owned already, and leaves the code for someone else', async () => {
    const owned = await redeem(CONDUCTOR, 'CHOIR-10001-DEMO');
    expect(owned.status).toBe(409);
    expect(owned.body.error).toBe('already-bought');
    expect((await redeem(EXPIRING, 'CHOIR-10001-DEMO')).status).toBe(200);
  });

  it('renews a licence the user holds, from today once it has run out', async () => {
    const res = await redeem(EXPIRED, 'COACH-CC-DEMO');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'CC-365', art: 'CC', kind: 'licence', permanent: false });
    const days = (Date.parse(res.body.validUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  it('answers 400 with a field message for a missing or too short code, 401 without a token', async () => {
    for (const code of [undefined, '', 'AB']) {
      const res = await redeem(NEWBIE, code);
      expect(res.status, String(code)).toBe(400);
      expect(res.body.fields?.['json.code'], String(code)).toBeTruthy();
    }
    expect((await call(env.app, 'POST', '/api/purchases/redeem', { json: { code: 'X-X-X-X' } })).status).toBe(
      401,
    );
  });
});
