/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { getCore } from '../../../src/core/page-core';
import type { DownloadEvent } from '../../../src/core/works/downloads/download-state';
import { editionCacheName, fileKey } from '../../../src/core/works/downloads/edition-store';
import { worksFor } from '../../../src/core/works/works';
import '../../../src/elements/choir-player';
import '../../../src/elements/choir-works';
import { WorksScreen } from '../../../src/react/works/works-screen';
import {
  button,
  cancelableClick,
  clearDownloads,
  eventually,
  mount,
  mountElement,
  resetSession,
  stubApi,
  text,
  type,
  unmountAll,
  waitFor,
  worksApi,
} from '../support/works-helpers';

const cardOf = (shadow: ShadowRoot, articleId: string) =>
  shadow.querySelector<HTMLElement>(`article[data-article-id="${articleId}"]`);
const shownIds = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('article[data-article-id]')].map((a) => a.getAttribute('data-article-id'));

async function mountWorks(props: Record<string, unknown> = {}) {
  const mounted = mount(WorksScreen, { locale: 'en', params: {}, ...props });
  await waitFor(() => cardOf(mounted.shadow, '10001') ?? cardOf(mounted.shadow, '10003'), 5000, 'the list');
  return mounted;
}

describe('My works', () => {
  let api: ReturnType<typeof stubApi>;
  beforeEach(async () => {
    await clearDownloads();
    await worksFor(getCore()).downloads.refresh();
  });
  afterEach(() => {
    unmountAll();
    api?.restore();
  });

  it('lists the catalogue with badges, prices, catalogue numbers and composers, accessibly', async () => {
    resetSession(false);
    api = stubApi(worksApi([]));
    const { shadow, host } = await mountWorks();
    expect(shownIds(shadow)).to.deep.equal(['10001', '10002', '10003', '10004']);
    const chorale = cardOf(shadow, '10001')!;
    expect(text(chorale.querySelector('h2'))).to.equal('Now Thank We All Our God');
    expect(text(chorale)).to.contain('Cat. no. 40.101/00');
    expect(text(chorale)).to.contain('Johann Crüger (1598–1662), Tune');
    expect(text(chorale.querySelector('[data-price]'))).to.equal('3,90 €');
    expect(text(cardOf(shadow, '10002')!.querySelector('[data-price]'))).to.equal('12,50 €');
    // Issue 40: a sale shows the price before it, in the badge and struck through by the price.
    expect(text(cardOf(shadow, '10002')!.querySelector('[part~="on-sale"]'))).to.equal(
      'On sale, was 15,90 €',
    );
    expect(text(cardOf(shadow, '10002')!.querySelector('s[data-regular-price]'))).to.equal(
      'before the sale 15,90 €',
    );
    expect(chorale.querySelector('[data-regular-price]')).to.equal(null);
    expect(text(cardOf(shadow, '10003')!.querySelector('[part~="offer"]'))).to.equal('Offer');
    expect(text(cardOf(shadow, '10004')!.querySelector('[part~="preview-only"]'))).to.equal('Preview only');
    expect(text(shadow)).to.contain('Sign in to see the editions you own.');
    // Signed out: previews and purchase, no download.
    expect(chorale.querySelector('[part="download"]')).to.equal(null);
    expect(text(chorale.querySelector('[part="preview"]'))).to.equal('Open preview');
    const purchase = chorale.querySelector<HTMLAnchorElement>('[part="purchase"]')!;
    expect(purchase.href).to.equal('https://shop.test/catalog/product/10001');
    await expect(host).shadowDom.to.be.accessible();
  });

  it('searches by keyword and filters by composer and by "my works"', async () => {
    resetSession(true, ['10001', '10002']);
    api = stubApi(worksApi(['10001', '10002']));
    const { shadow } = await mountWorks();
    expect(shownIds(shadow)).to.deep.equal(['10001', '10002']);
    expect(text(shadow.querySelector('[role="status"]'))).to.equal('2 of 4 editions');
    button(shadow, 'All editions').click();
    await eventually(() => expect(shownIds(shadow)).to.deep.equal(['10001', '10002', '10003', '10004']));
    type(shadow.querySelector<HTMLInputElement>('input[type="search"]')!, 'heine');
    await eventually(() => expect(shownIds(shadow)).to.deep.equal(['10003']));
    type(shadow.querySelector<HTMLInputElement>('input[type="search"]')!, 'nothing like this');
    await eventually(() => expect(text(shadow)).to.contain('Unfortunately we could not find a match'));
    type(shadow.querySelector<HTMLInputElement>('input[type="search"]')!, '');
    const select = shadow.querySelector<HTMLSelectElement>('select')!;
    select.value = 'Franz Xaver Gruber';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() => expect(shownIds(shadow)).to.deep.equal(['10004']));
  });

  it('downloads with progress in bytes, stores verified files and reports the end', async () => {
    resetSession(true, ['10001']);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api = stubApi(worksApi(['10001']));
    // Hold the audio files back until the progress has been seen.
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('.m4a')) await gate;
      return realFetch(input, init);
    };
    const events: DownloadEvent[] = [];
    try {
      const { shadow, host } = await mountWorks({ onDownload: (event: DownloadEvent) => events.push(event) });
      const chorale = cardOf(shadow, '10001')!;
      button(chorale, 'Download').click();
      const progress = await waitFor(
        () => chorale.querySelector<HTMLProgressElement>('progress'),
        5000,
        'progress',
      );
      expect(progress.getAttribute('aria-label')).to.equal('Download of “Now Thank We All Our God”');
      // The pages and sync maps are in, the audio is held back: part of the bytes.
      await waitFor(() => progress.value > 0, 5000, 'bytes');
      expect(text(progress.nextElementSibling)).to.match(/^\d+(\.\d)? (B|KB|MB) of 1\.\d MB$/);
      expect(progress.value).to.be.lessThan(progress.max);
      await expect(host).shadowDom.to.be.accessible();
      release();
      await waitFor(() => text(chorale).includes('Downloaded · version 1.1.0 · 1.'), 10_000, 'done');
      expect(events).to.deep.equal([{ articleId: '10001', version: '1.1.0', status: 'complete' }]);
      expect(text(shadow)).to.contain('“Now Thank We All Our God” is downloaded and can be played offline.');
      expect(text(chorale.querySelector('[part~="downloaded"]'))).to.equal('Downloaded');
      const stored = await (await caches.open(editionCacheName('10001', '1.1.0'))).keys();
      // Manifest, two pages, the sync map, five renditions and the voices apart.
      expect(stored.length).to.equal(10);
      await waitFor(
        () => /1 edition downloaded \(1\.\d MB\)/.test(text(shadow.querySelector('[part="storage"]'))),
        3000,
        'storage',
      );
    } finally {
      release();
      window.fetch = realFetch;
    }
  });

  it('shows missing files and downloads them again', async () => {
    resetSession(true, ['10001']);
    api = stubApi(worksApi(['10001']));
    const works = worksFor(getCore());
    await works.downloads.download('10001');
    await (await caches.open(editionCacheName('10001', '1.1.0'))).delete(
      fileKey('10001', '1.1.0', 'pages/p02.svg'),
    );
    const { shadow } = await mountWorks();
    const chorale = cardOf(shadow, '10001')!;
    await waitFor(
      () => text(chorale).includes('Some files have not been downloaded completely.'),
      5000,
      'notice',
    );
    button(chorale, 'Open').click();
    // The dialogs are a chunk of their own, loaded on first need: on a slow machine that takes a while.
    const dialog = await waitFor(() => shadow.querySelector('dialog[open]'), 5000, 'dialog');
    expect(text(dialog.querySelector('h2'))).to.equal('Download incomplete');
    expect(text(dialog)).to.contain('The download must be done again.');
    button(dialog, 'Download again').click();
    await waitFor(() => text(chorale).includes('Downloaded · version 1.1.0'), 10_000, 'downloaded again');
    expect(text(chorale)).not.to.contain('Some files have not been downloaded completely.');
  });

  it('says "download not possible" with OK and Contact support', async () => {
    resetSession(true, ['10001']);
    api = stubApi(
      worksApi(['10001'], (url) =>
        url.pathname.endsWith('/downloadmanifest/false')
          ? Response.json({ error: 'download-limit-reached', message: 'limit' }, { status: 410 })
          : undefined,
      ),
    );
    const { shadow, host } = await mountWorks({ supportMail: 'help@publisher.test' });
    button(cardOf(shadow, '10001')!, 'Download').click();
    const dialog = await waitFor(() => shadow.querySelector('dialog[open]'), 5000, 'dialog');
    expect(text(dialog.querySelector('h2'))).to.equal('Download not possible');
    expect(text(dialog)).to.contain('The maximum number of downloads has been reached');
    const support = dialog.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')!;
    expect(text(support)).to.equal('Contact support');
    expect(support.href).to.match(/^mailto:help@publisher\.test\?subject=/);
    await expect(host).shadowDom.to.be.accessible();
    button(dialog, 'OK').click();
    await eventually(() => expect(shadow.querySelector('dialog[open]')).to.equal(null));
  });

  it('redeems a code, and says when the edition is already bought', async () => {
    resetSession(true, []);
    let owned: string[] = [];
    api = stubApi(async (url, init) => {
      if (url.pathname.endsWith('/unlock/CODE-OK')) {
        owned = ['10003'];
        return Response.json({
          id: '10003',
          date: '2026-06-01T00:00:00Z',
          validUntil: '2099-01-01T00:00:00Z',
        });
      }
      if (url.pathname.endsWith('/unlock/CODE-OWNED'))
        return Response.json({ error: 'already-bought', message: '' }, { status: 409 });
      return worksApi(owned, undefined, {
        '10003': { availableAt: new Date(Date.now() + 300_000).toISOString() },
      })(url, init);
    });
    const { shadow } = await mountWorks();
    const lorelei = cardOf(shadow, '10003')!;
    button(lorelei, 'I have a code').click();
    const dialog = await waitFor(() => shadow.querySelector('dialog[open]'), 5000, 'the dialog');
    const input = dialog.querySelector<HTMLInputElement>('input')!;
    type(input, 'CODE-OWNED');
    button(dialog, 'Redeem').click();
    await waitFor(
      () => text(dialog).includes('You have already bought this edition.'),
      3000,
      'already bought',
    );
    type(input, 'CODE-OK');
    button(dialog, 'Redeem').click();
    await waitFor(() => !shadow.querySelector('dialog[open]'), 3000, 'closed');
    await waitFor(() => text(cardOf(shadow, '10003')).includes('Purchased'), 3000, 'purchased');
    expect(text(cardOf(shadow, '10003'))).to.contain(
      'Thank you for your purchase! The edition is being prepared',
    );
    expect(text(shadow)).to.contain('“The Lorelei” is now among your works.');
  });

  for (const [locale, message] of [
    ['en', 'Too many wrong codes. Please try again in 14 minutes.'],
    ['de', 'Zu viele falsche Codes. Bitte versuchen Sie es in 14 Minuten erneut.'],
    ['fr', 'Trop de codes erronés. Veuillez réessayer dans 14 minutes.'],
  ] as const) {
    it(`says in ${locale} when there were too many wrong codes (429 with Retry-After)`, async () => {
      resetSession(true, []);
      api = stubApi(async (url, init) => {
        if (url.pathname.includes('/unlock/'))
          return Response.json(
            { error: 'too-many-codes', message: '' },
            { status: 429, headers: { 'Retry-After': '811' } },
          );
        return worksApi([])(url, init);
      });
      const { element, found: lorelei } = await mountElement(
        'choir-works',
        { 'api-base': '/fake-api', locale },
        'article[data-article-id="10003"]',
      );
      const shadow = element.shadowRoot!;
      lorelei.querySelector<HTMLButtonElement>('[part~="redeem"]')!.click();
      const dialog = await waitFor(() => shadow.querySelector('dialog[open]'), 5000, 'the dialog');
      type(dialog.querySelector<HTMLInputElement>('input')!, 'GUESS-1');
      dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await waitFor(() => text(dialog).includes(message), 5000, 'the too-many-codes message');
      element.remove();
    });
  }
});

describe('the elements <choir-works> and <choir-player>', () => {
  let api: ReturnType<typeof stubApi>;
  afterEach(() => {
    api?.restore();
    for (const element of document.querySelectorAll('choir-works, choir-player')) element.remove();
  });

  it('plays one edition alone, by its article-id', async () => {
    resetSession(false);
    api = stubApi(worksApi([]));
    const { element, found: hint } = await mountElement(
      'choir-player',
      { 'api-base': '/fake-api', 'article-id': '10001', style: 'height: 700px' },
      '[part="preview-hint"]',
    );
    expect(text(hint)).to.contain('A purchase is required');
    const requests: { articleId: string }[] = [];
    element.addEventListener('choir-purchase-request', (event) => {
      requests.push(event.detail);
      event.preventDefault(); // the host handles it (and the test page stays)
    });
    expect(cancelableClick(hint.querySelector('a')!).defaultPrevented).to.equal(true);
    expect(requests).to.deep.equal([{ articleId: '10001', url: 'https://shop.test/catalog/product/10001' }]);
  });

  it('opens at the bar its bar attribute names, and again at another when it changes', async () => {
    resetSession(false);
    api = stubApi(worksApi([]));
    const { element, found: bar } = await mountElement(
      'choir-player',
      { 'api-base': '/fake-api', 'article-id': '10001', bar: '4', style: 'height: 700px' },
      'output[data-bar]',
    );
    await waitFor(() => text(bar) === 'Bar 4', 5000, 'bar 4');
    element.setAttribute('bar', '2');
    await waitFor(
      () => text(element.shadowRoot!.querySelector('output[data-bar]')) === 'Bar 2',
      5000,
      'bar 2',
    );
  });

  it('renders alone and asks the host before a purchase (cancelable choir-purchase-request)', async () => {
    resetSession(false);
    api = stubApi(worksApi([]));
    const { element, found: card } = await mountElement(
      'choir-works',
      { 'api-base': '/fake-api', locale: 'en' },
      'article[data-article-id="10003"]',
    );
    const requests: { articleId: string; url: string }[] = [];
    element.addEventListener('choir-purchase-request', (event) => {
      requests.push(event.detail);
      event.preventDefault();
    });
    const click = cancelableClick(card.querySelector('[part="purchase"]')!);
    expect(requests).to.deep.equal([{ articleId: '10003', url: 'https://shop.test/catalog/product/10003' }]);
    expect(click.defaultPrevented).to.equal(true);
  });
});
