/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { ProfileScreen } from '../../../src/react/profile/profile-screen';
import {
  button,
  mount,
  resetSession,
  stubApi,
  text,
  type,
  unmountAll,
  waitFor,
  worksApi,
} from '../support/works-helpers';

/** The profile's redeem form, against a server that answers POST /purchases/redeem with `answer`. */
async function redeem(code: string, answer: () => Response) {
  const sent: unknown[] = [];
  const api = stubApi(async (url, init) => {
    if (url.pathname.endsWith('/purchases/redeem')) {
      sent.push(JSON.parse(String(init?.body)));
      return answer();
    }
    return worksApi([])(url, init);
  });
  const { shadow } = mount(ProfileScreen, { locale: 'en', params: {} });
  const form = await waitFor(() => shadow.querySelector('form'), 5000, 'the redeem form');
  const fields = [...form.querySelectorAll<HTMLInputElement>('input')];
  type(fields[0]!, code);
  button(form, 'Redeem').click();
  return { api, shadow, fields, sent };
}

const alertOf = (shadow: ShadowRoot) => text(shadow.querySelector('[role="alert"]'));

describe('the profile’s redeem form', () => {
  let api: { restore: () => void } | undefined;
  afterEach(() => {
    unmountAll();
    api?.restore();
  });

  it('asks for the code alone, which names the article (issue 40)', async () => {
    resetSession(true, []);
    const done = await redeem(' choir-10003-demo ', () =>
      Response.json({
        id: '10003',
        date: '2026-06-01T10:00:00Z',
        validUntil: '2126-05-08T10:00:00Z',
        kind: 'edition',
        permanent: true,
        source: 'code',
        orderNumber: null,
        priceCents: null,
        seats: 0,
      }),
    );
    api = done.api;
    expect(done.fields).to.have.length(1);
    await waitFor(() => done.sent.length === 1, 5000, 'the code sent');
    expect(done.sent).to.deep.equal([{ code: 'choir-10003-demo' }]);
  });

  for (const [status, error, message] of [
    [404, 'unknown-code', 'This code is unknown. Please check it and try again.'],
    [409, 'code-used', 'This code has already been used.'],
    [409, 'already-bought', 'You already own this article.'],
  ] as const)
    it(`says "${message}" for ${error}`, async () => {
      resetSession(true, []);
      const done = await redeem('SOME-CODE', () => Response.json({ error, message: '' }, { status }));
      api = done.api;
      await waitFor(() => alertOf(done.shadow) === message, 5000, message);
    });

  it('says when there were too many wrong codes, with the minutes from Retry-After', async () => {
    resetSession(true, []);
    const done = await redeem('GUESS-1', () =>
      Response.json(
        { error: 'too-many-codes', message: '' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    api = done.api;
    await waitFor(
      () => alertOf(done.shadow) === 'Too many wrong codes. Please try again in 1 minute.',
      5000,
      'the too-many-codes message',
    );
  });
});
