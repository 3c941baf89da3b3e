/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { PurchaseDto } from '../../../src/core/contract/api';
import { ProfileScreen } from '../../../src/react/profile/profile-screen';
import { mount, resetSession, stubApi, text, unmountAll, waitFor, worksApi } from '../support/works-helpers';

const BOUGHT = '2026-03-02T09:30:00Z';
const YEAR = '2027-03-02T09:30:00Z';

/** The conductor's purchases as the server lists them (issue 40). */
const PURCHASES: PurchaseDto[] = [
  {
    id: 'CC-PACK-5',
    art: 'CC',
    date: BOUGHT,
    validUntil: YEAR,
    kind: 'licence',
    permanent: false,
    source: 'order',
    orderNumber: 'W-20417',
    priceCents: 34900,
    seats: 5,
  },
  {
    id: '10001',
    date: BOUGHT,
    validUntil: '2126-02-06T09:30:00Z',
    kind: 'edition',
    permanent: true,
    source: 'order',
    orderNumber: 'W-20562',
    priceCents: 1250,
    seats: 0,
  },
  {
    id: '10003',
    date: BOUGHT,
    validUntil: '2126-02-06T09:30:00Z',
    kind: 'edition',
    permanent: true,
    source: 'code',
    orderNumber: null,
    priceCents: null,
    seats: 0,
  },
];

/** The payment rows as a reader sees them: each cell's text. */
const rows = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => text(cell)),
  );

describe('the profile’s payments', () => {
  let api: { restore: () => void } | undefined;
  afterEach(() => {
    unmountAll();
    api?.restore();
  });

  it('name each article once, with its order and price; editions bought for good are permanent', async () => {
    const core = resetSession(true, []);
    core.purchases.set(PURCHASES);
    api = stubApi(
      worksApi(['10001', '10003'], (url) =>
        url.pathname.endsWith('/purchases') ? Response.json(PURCHASES) : undefined,
      ),
    );
    const { shadow } = mount(ProfileScreen, { locale: 'en', params: {} });
    await waitFor(
      () => rows(shadow).length === 3 && rows(shadow)[1]![0] !== 'Edition 10001',
      8000,
      'the rows',
    );
    const [pack, edition, code] = rows(shadow);
    expect(pack!.slice(0, 3)).to.deep.equal([
      'choir coach licence for choirs, 5 seats',
      'W-20417',
      '349,– €',
    ]);
    expect(pack![4]).to.equal('02.03.2027');
    expect(edition!.slice(1, 3)).to.deep.equal(['W-20562', '12,50 €']);
    expect(edition![4]).to.equal('permanent');
    expect(code!.slice(1, 3)).to.deep.equal(['Unlock code', 'none']);
    expect(code![4]).to.equal('permanent');
    expect(text(shadow.querySelector('table'))).not.to.contain('2126');
  });
});
