/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { PlayerScreen } from '../../../src/react/player/player-screen';
import {
  button,
  clearDownloads,
  eventually,
  mount,
  resetSession,
  stubApi,
  text,
  type,
  unmountAll,
  waitFor,
  worksApi,
} from '../support/works-helpers';

type Mounted = ReturnType<typeof mount>;

async function openPlayer(articleId: string, props: Record<string, unknown> = {}): Promise<Mounted> {
  const mounted = mount(
    PlayerScreen,
    { locale: 'en', params: { articleId }, embedded: true, ...props },
    { height: 760 },
  );
  await waitFor(() => mounted.shadow.querySelector('[data-page] svg g.measure'), 8000, 'the score');
  // The part's sync map and recording are in once the audio has its source: clicks on bars count.
  await waitFor(() => mounted.shadow.querySelector('audio')?.getAttribute('src'), 8000, 'the recording');
  return mounted;
}

const score = (shadow: ShadowRoot) => shadow.querySelector<HTMLElement>('[part="score"]')!;
const turnPage = (shadow: ShadowRoot) => Number(score(shadow).dataset.turnPage);
const barIndex = (shadow: ShadowRoot) => Number(score(shadow).dataset.barIndex);
const audio = (shadow: ShadowRoot) => shadow.querySelector('audio')!;

/** Clicks a bar in the score, as a conductor does to start from there. */
function clickBar(shadow: ShadowRoot, measureId: string) {
  const measure = shadow.querySelector(`[id="${measureId}"]`);
  if (!measure) throw new Error(`bar ${measureId} is not shown`);
  measure.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
}

describe('the player', () => {
  let api: ReturnType<typeof stubApi>;
  beforeEach(async () => {
    await clearDownloads();
  });
  afterEach(() => {
    unmountAll();
    api?.restore();
  });

  it('shows a preview with the hint that a purchase is required, accessibly', async () => {
    resetSession(false);
    api = stubApi(worksApi([]));
    const { shadow, host } = await openPlayer('10003');
    const hint = shadow.querySelector('[part="preview-hint"]')!;
    expect(text(hint)).to.contain('This is a preview: the first page and 15 seconds of the recording.');
    expect(text(hint)).to.contain('A purchase is required for the whole edition.');
    expect(hint.querySelector<HTMLAnchorElement>('a')!.href).to.equal(
      'https://shop.test/catalog/product/10003',
    );
    expect(text(shadow.querySelector('[data-page-indicator]'))).to.equal('1 / 1');
    expect(api.requests).to.include('/fake-api/catalogue/10003/stream/true');
    expect(shadow.querySelector('main')).to.not.equal(null);
    await expect(host).shadowDom.to.be.accessible();
  });

  it('names the work in its header while the edition opens, where the opened player keeps it', async () => {
    resetSession(true, ['10003']);
    const owned = worksApi(['10003']);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api = stubApi(async (url, init) => {
      if (url.pathname.includes('/stream/')) await held;
      return owned(url, init);
    });
    const { shadow, host } = mount(
      PlayerScreen,
      { locale: 'en', params: { articleId: '10003' }, embedded: true },
      { height: 760 },
    );
    const opening = await waitFor(
      () => shadow.querySelector('main[aria-busy="true"]'),
      8000,
      'the opening player',
    );
    const heading = await waitFor(
      () => (text(opening.querySelector('h1')) ? opening.querySelector('h1') : null),
      8000,
      'the title while opening',
    );
    expect(text(heading)).to.equal('The Lorelei');
    expect(text(opening)).to.contain('Friedrich Silcher');
    expect(text(opening)).to.contain('Opening the edition…');
    await expect(host).shadowDom.to.be.accessible();
    const before = heading.getBoundingClientRect();
    release();
    await waitFor(() => shadow.querySelector('[data-page-indicator]'), 8000, 'the opened player');
    const title = shadow.querySelector('header[part~="toolbar"] h1')!;
    expect(text(title)).to.equal('The Lorelei');
    expect(title.getBoundingClientRect().top).to.equal(before.top);
    expect(title.getBoundingClientRect().left).to.equal(before.left);
  });

  it('says "download not possible" when the download limit is reached, and still opens the preview', async () => {
    resetSession(true, ['10003']);
    const owned = worksApi(['10003']);
    api = stubApi(async (url, init) =>
      url.pathname.endsWith('/catalogue/10003/stream/false')
        ? Response.json({ error: 'download-limit-reached', message: '' }, { status: 410 })
        : owned(url, init),
    );
    const { shadow } = mount(
      PlayerScreen,
      { locale: 'en', params: { articleId: '10003' }, embedded: true },
      { height: 760 },
    );
    const notice = await waitFor(
      () => (text(shadow).includes('The maximum number of downloads has been reached') ? shadow : null),
      8000,
      'the download-not-possible notice',
    );
    button(notice, 'Open the preview').click();
    await waitFor(() => shadow.querySelector('[part="preview-hint"]'), 8000, 'the preview');
    expect(api.requests).to.include('/fake-api/catalogue/10003/stream/true');
  });

  it('highlights the bar and the chosen voice, and turns pages lookaheadMilliseconds early, back at the repeat', async () => {
    const core = resetSession(true, ['10003']);
    core.playerSettings.update('10003', { lookaheadMilliseconds: 2500, preferredVoice: 'alto' });
    api = stubApi(worksApi(['10003']));
    const { shadow } = await openPlayer('10003');
    expect(api.requests).to.include('/fake-api/catalogue/10003/stream/false');
    expect(text(shadow.querySelector('[data-page-indicator]'))).to.equal('1 / 2');
    // Staves are numbered from the top; the alto's are coloured.
    const altoNote = shadow.querySelector('g.measure g.staff[data-n="2"] g.note:not(.choir-note-on)')!;
    expect(getComputedStyle(altoNote).fill).to.equal('rgb(29, 78, 216)');
    const tenorNote = shadow.querySelector('g.measure g.staff[data-n="3"] g.note:not(.choir-note-on)')!;
    expect(getComputedStyle(tenorNote).fill).to.not.equal('rgb(29, 78, 216)');

    // Bar 6 (11.1 s) + 2.5 s is still on page 1; bar 7 (13.2 s) + 2.5 s reaches bar 8 on page 2.
    clickBar(shadow, 'lor-m6');
    await eventually(() => {
      expect(barIndex(shadow)).to.equal(6);
      expect(turnPage(shadow)).to.equal(1);
      expect(score(shadow).querySelectorAll('rect.choir-bar-box')).to.have.length(1);
    });
    clickBar(shadow, 'lor-m7');
    await eventually(() => {
      expect(barIndex(shadow)).to.equal(7);
      expect(turnPage(shadow)).to.equal(2);
      expect(text(shadow.querySelector('[data-page-indicator]'))).to.equal('2 / 2');
    });
    // Page 2: bar 15 keeps it; bar 16 is followed by the repeat (bar 1, page 1): the page turns back early.
    clickBar(shadow, 'lor-m15');
    await eventually(() => {
      expect(barIndex(shadow)).to.equal(15);
      expect(turnPage(shadow)).to.equal(2);
    });
    // The sounding alto note of that moment is marked (on the page shown: the one sounding).
    expect(score(shadow).querySelectorAll('g.note.choir-note-on').length).to.be.greaterThan(0);
    clickBar(shadow, 'lor-m16');
    await eventually(() => {
      expect(barIndex(shadow)).to.equal(16);
      expect(turnPage(shadow)).to.equal(1);
    });
    // The page shown again draws its glyphs from its own definitions (ids made unique per page).
    const glyph = score(shadow).querySelector('[data-page="1"] use')!;
    const href = glyph.getAttribute('xlink:href') ?? glyph.getAttribute('href')!;
    expect(href).to.match(/-p1$/);
    expect(score(shadow).querySelector(`[data-page="1"] [id="${href.slice(1)}"]`)).to.not.equal(null);
  });

  it('streams the voices apart and shows a chosen voice in the mixer, without reloading', async () => {
    const core = resetSession(true, ['10003']);
    api = stubApi(worksApi(['10003']));
    const first = await openPlayer('10003');
    await waitFor(() => audio(first.shadow).src.includes('part0-voices.m4a'), 5000, 'the voices apart');
    clickBar(first.shadow, 'lor-m5');
    await waitFor(() => Math.abs(audio(first.shadow).currentTime - 8.929) < 0.05, 5000, 'seek to bar 5');
    const src = audio(first.shadow).src;
    button(first.shadow, 'Alto').click();
    button(first.shadow, 'Mixer').click();
    const slider = (voice: string) =>
      first.shadow.querySelector<HTMLInputElement>(`[part="mixer"] [data-volume="${voice}"]`);
    await waitFor(() => slider('alto'), 5000, 'the mixer');
    await eventually(() => {
      expect(slider('alto')!.value).to.equal('100');
      expect(slider('soprano')!.value).to.equal('22');
      expect(slider('soprano')!.getAttribute('aria-label')).to.equal('Soprano volume');
      expect(core.playerSettings.get('10003').preferredVoice).to.equal('alto');
      expect(core.playerSettings.get('10003').mixer?.alto.volume).to.equal(1);
    });
    expect(audio(first.shadow).src).to.equal(src);
    expect(audio(first.shadow).currentTime).to.be.closeTo(8.929, 0.05);
    // Solo the tenor: the mix now leads with it, and the voice buttons say so.
    first.shadow.querySelector<HTMLButtonElement>('[part="mixer"] [data-solo="tenore"]')!.click();
    await eventually(() => {
      expect(button(first.shadow, 'Tenor').getAttribute('aria-pressed')).to.equal('true');
      expect(core.playerSettings.get('10003').mixer?.tenore.solo).to.equal(true);
    });
    unmountAll();

    const second = await openPlayer('10003');
    expect(button(second.shadow, 'Tenor').getAttribute('aria-pressed')).to.equal('true');
    button(second.shadow, 'Mixer').click();
    await waitFor(() => second.shadow.querySelector('[part="mixer"] [data-solo="tenore"]'), 5000, 'mixer');
    expect(
      second.shadow.querySelector('[part="mixer"] [data-solo="tenore"]')!.getAttribute('aria-pressed'),
    ).to.equal('true');
  });

  it('plays the renditions where Web Audio cannot route, switching the voice in place', async () => {
    const Real = globalThis.AudioContext;
    // A browser without Web Audio routing.
    (globalThis as { AudioContext?: unknown }).AudioContext = undefined;
    try {
      const core = resetSession(true, ['10003']);
      api = stubApi(worksApi(['10003']));
      const first = await openPlayer('10003');
      await waitFor(() => audio(first.shadow).src.includes('part0-full.m4a'), 5000, 'full mix');
      expect(first.shadow.querySelector('[part="mixer-button"]')).to.equal(null);
      clickBar(first.shadow, 'lor-m5');
      await waitFor(() => Math.abs(audio(first.shadow).currentTime - 8.929) < 0.05, 5000, 'seek to bar 5');
      button(first.shadow, 'Alto').click();
      await waitFor(() => audio(first.shadow).src.includes('part0-alto.m4a'), 5000, 'alto');
      await waitFor(() => audio(first.shadow).readyState >= 1, 5000, 'metadata');
      await eventually(() => {
        expect(audio(first.shadow).currentTime).to.be.closeTo(8.929, 0.05);
        expect(barIndex(first.shadow)).to.equal(5);
        expect(core.playerSettings.get('10003').preferredVoice).to.equal('alto');
        expect(core.playerSettings.get('10003').lastOpened).to.include({ part: 0, page: 1 });
      });
      unmountAll();

      const second = await openPlayer('10003');
      expect(button(second.shadow, 'Alto').getAttribute('aria-pressed')).to.equal('true');
      await waitFor(() => audio(second.shadow).src.includes('part0-alto.m4a'), 5000, 'alto again');
    } finally {
      globalThis.AudioContext = Real;
    }
  });

  it('refuses pages outside 1..n in the jump dialog with a clear message', async () => {
    resetSession(true, ['10002']);
    api = stubApi(worksApi(['10002']));
    const { shadow, host } = await openPlayer('10002');
    button(shadow, /^Page 1 \/ 6/).click();
    const dialog = await waitFor(() => shadow.querySelector('dialog[open]'), 3000, 'the jump dialog');
    expect(text(dialog.querySelector('h2'))).to.equal('Jump to page');
    const input = dialog.querySelector<HTMLInputElement>('input')!;
    for (const [value, message] of [
      ['7', 'This edition has pages 1 to 6. Please choose one of them.'],
      ['0', 'This edition has pages 1 to 6. Please choose one of them.'],
      ['2.5', 'Please enter a whole page number from 1 to 6.'],
      ['', 'Please enter a page number from 1 to 6.'],
    ]) {
      type(input, value!);
      button(dialog, 'Go to page').click();
      await eventually(() => {
        expect(text(dialog.querySelector('[part="field-error"]'))).to.equal(message);
        expect(input.getAttribute('aria-invalid')).to.equal('true');
      });
    }
    await expect(host).shadowDom.to.be.accessible();
    type(input, '6');
    button(dialog, 'Go to page').click();
    await waitFor(() => text(shadow.querySelector('[data-page-indicator]')) === '6 / 6', 5000, 'page 6');
    expect(text(shadow.querySelector('[part="toolbar"] h1 + p'))).to.contain('3. Kein schöner Land');
  });

  it('keeps Play disabled while the part loads, then starts the recording on the first click', async () => {
    resetSession(true, ['10002']);
    api = stubApi(worksApi(['10002']));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stubbed = window.fetch;
    // The recording's element is asked to play (headless Chromium may refuse actual playback).
    const realPlay = HTMLMediaElement.prototype.play;
    let playCalls = 0;
    HTMLMediaElement.prototype.play = () => {
      playCalls++;
      return Promise.resolve();
    };
    let pagesAsked = 0;
    window.fetch = async (input, init) => {
      if (/\.svg(\?|$)/.test(input instanceof Request ? input.url : String(input))) {
        pagesAsked++;
        await held;
      }
      return stubbed(input, init);
    };
    try {
      const { shadow } = mount(PlayerScreen, {
        locale: 'en',
        params: { articleId: '10002' },
        embedded: true,
      });
      const play = await waitFor(
        () => shadow.querySelector<HTMLButtonElement>('[part="play"]'),
        8000,
        'play',
      );
      await waitFor(() => pagesAsked > 0, 8000, 'the pages asked for');
      // A tap now would have nothing to play: the button says so instead of swallowing it.
      expect(play.disabled).to.equal(true);
      release();
      await waitFor(() => !play.disabled, 8000, 'the part ready');
      play.click();
      await waitFor(() => playCalls === 1, 8000, 'play');
    } finally {
      release();
      window.fetch = stubbed;
      HTMLMediaElement.prototype.play = realPlay;
    }
  });

  it('opens contents, about the work and about the recording', async () => {
    resetSession(true, ['10002']);
    api = stubApi(worksApi(['10002']));
    const { shadow } = await openPlayer('10002');
    button(shadow, 'Contents').click();
    const dialog = await waitFor(() => shadow.querySelector('dialog[open]'), 3000, 'the contents');
    expect([...dialog.querySelectorAll('li button')].map((b) => text(b))).to.deep.equal([
      '1Der Mond ist aufgegangen (The moon has risen)Pages 1–2',
      '2Innsbruck, ich muss dich lassen (Innsbruck, I must leave you)Pages 3–4',
      '3Kein schöner Land (No fairer land)Pages 5–6',
    ]);
    button(dialog, /Innsbruck/).click();
    await waitFor(() => text(shadow.querySelector('[data-page-indicator]')) === '3 / 6', 5000, 'part 2');
    button(shadow, 'About').click();
    (await eventually(() => button(shadow, 'About the recording'))).click();
    await waitFor(
      () => text(shadow.querySelector('dialog[open]')).includes('This recording is synthesised'),
      3000,
      'the text about the recording',
    );
  });
});
