/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { TopicDto } from '../../../src/core/contract/api';
import { API, courseApi, resetCore, stubFetch, text, topics, waitFor } from '../support/learning-helpers';
import { mountLesson } from '../support/lesson-element';

describe('<choir-learn-element>: the lesson text', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  afterEach(() => fetchStub?.restore());

  it('shows a text lesson, sanitised, with back link, previous/next and the module outline', async () => {
    resetCore(true);
    const list: TopicDto[] = topics();
    const element12 = list[0]!.modules[0]!.learnElements[1]!;
    element12.body = {
      de: '',
      en: [
        '<h3>Stance</h3><p onclick="alert(1)">Feet <strong>hip-width</strong> apart.</p>',
        '<script>window.hacked = 1</script><img src=x onerror="window.hacked = 2"><a href="javascript:alert(1)">link</a><iframe src="https://evil.test"></iframe>',
        '<div class="c" id="i">Knees <em style="color:red" title="t">soft</em>.</div><style>p { display: none }</style>',
        '<svg><text>drawn</text><script>window.hacked = 3</script></svg><template><p>inert</p></template><noscript>none</noscript>',
        '<p><video src="x.mp4">a video</video><math><mi>x</mi></math>Stay.</p>',
      ].join(''),
    };
    fetchStub = stubFetch((url) =>
      url.pathname === `${API}/topics` ? Response.json(list) : courseApi()(url),
    );
    const element = await mountLesson([0, 1, 12]);
    const root = element.shadowRoot!;
    const lesson = root.querySelector('[part~="lesson"]')!;
    expect(text(lesson.querySelector('h2'))).to.equal('Stance');
    expect(lesson.querySelector('strong')).to.exist;
    expect(lesson.querySelector('script, img, a, iframe, [onclick]')).to.equal(null);
    // Any other element gives only its text; what is never text (styles, drawings, templates) goes.
    expect(text(lesson)).to.equal('StanceFeet hip-width apart.linkKnees soft.Stay.');
    expect(
      lesson.querySelector(
        'div, style, svg, template, noscript, video, math, [class], [id], [style], [title]',
      ),
    ).to.equal(null);
    expect(lesson.querySelector('em')).to.exist;
    // An image of the same address has failed by now: the lesson's, had one been made, would have
    // run its handler.
    await new Promise((resolve) => {
      const probe = new Image();
      probe.onerror = probe.onload = resolve;
      probe.src = 'x';
    });
    expect((window as unknown as { hacked?: number }).hacked).to.equal(undefined);
    expect(root.querySelector('[part~="back"]')!.getAttribute('href')).to.contain('/en/topic/0');
    const slides = root.querySelector('[part~="slides"]')!;
    expect([...slides.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal([
      '/en/learnElement/0/1/11',
      '/en/learnElement/0/1/13',
    ]);
    expect(root.querySelector('[part~="topics"] a[rel="next"]')!.getAttribute('href')).to.equal(
      '/en/topic/1',
    );
    expect(root.querySelectorAll('[part~="outline"] li')).to.have.length(4);
    await expect(element).shadowDom.to.be.accessible();
  });

  it('reads a lesson’s text from its topic’s texts: lines in its place while they load, then the text', async () => {
    resetCore(true);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchStub = stubFetch(async (url) => {
      if (url.pathname === `${API}/topics/0`) await held;
      return courseApi()(url);
    });
    const element = await mountLesson([0, 1, 12], 'en', { textHeld: true });
    const root = element.shadowRoot!;
    // The outline draws the page; the text's place shows lines and says it is loading.
    const pending = root.querySelector('[part~="content"][aria-busy="true"]')!;
    expect(text(pending.querySelector('[role="status"]'))).to.equal('Loading the lesson…');
    await expect(element).shadowDom.to.be.accessible();
    release();
    const body = topics()[0]!.modules[0]!.learnElements[1]!.body.en;
    const firstWords = body
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join(' ');
    await waitFor(
      () => text(root.querySelector('[part~="content"] [part~="lesson"]')).includes(firstWords),
      3000,
      'the text',
    );
    expect(root.querySelector('[aria-busy="true"]')).to.equal(null);
    expect(fetchStub.requests.filter((url) => url.startsWith(`${API}/topics/0`))).to.deep.equal([
      `${API}/topics/0?lang=en`,
    ]);
    expect(fetchStub.requests).to.include(`${API}/topics?lang=en&bodies=none`);
  });

  it('says when a lesson’s text could not load, and loads it on Try again', async () => {
    resetCore(true);
    let failing = true;
    fetchStub = stubFetch((url) =>
      url.pathname === `${API}/topics/0` && failing
        ? Response.json({ error: 'server', message: 'down' }, { status: 503 })
        : courseApi()(url),
    );
    const element = await mountLesson([0, 1, 12]);
    const root = element.shadowRoot!;
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), 3000, 'the failure');
    expect(text(alert)).to.contain('The lesson text could not be loaded.');
    await expect(element).shadowDom.to.be.accessible();
    failing = false;
    alert.querySelector('button')!.click();
    await waitFor(() => root.querySelector('[part~="content"] [part~="lesson"] p'), 3000, 'the text');
    expect(root.querySelector('[role="alert"]')).to.equal(null);
  });

  it('turns a link to a bar of an edition into a link to the player at that bar, and only that', async () => {
    resetCore(true);
    const list: TopicDto[] = topics();
    list[0]!.modules[0]!.learnElements[1]!.body = {
      de: '',
      en: [
        '<p>Breathe before <a data-work="10001" data-bar="12">bar 12</a>.</p>',
        '<p><a href="https://evil.test" data-work="10001" data-bar="3">with an address</a>',
        ' <a data-work="10001" data-bar="-1">negative</a> <a data-work="x" data-bar="2">bad work</a>',
        ' <a data-work="10001" data-bar="4" onclick="window.hacked = 6" title="t">handler</a>',
        ' <strong data-work="10001" data-bar="5">not a link</strong></p>',
      ].join(''),
    };
    fetchStub = stubFetch((url) =>
      url.pathname === `${API}/topics` ? Response.json(list) : courseApi()(url),
    );
    const element = await mountLesson([0, 1, 12]);
    const lesson = element.shadowRoot!.querySelector('[part~="lesson"]')!;
    const links = [...lesson.querySelectorAll('a')];
    expect(links.map((a) => [text(a), a.getAttribute('href')])).to.deep.equal([
      ['bar 12', '/en/player/10001?bar=12'],
      ['with an address', '/en/player/10001?bar=3'],
      ['handler', '/en/player/10001?bar=4'],
    ]);
    expect(links.some((a) => a.hasAttribute('onclick') || a.hasAttribute('title'))).to.equal(false);
    expect(text(lesson)).to.contain('negative bad work');
    expect(lesson.querySelector('[data-work], [data-bar]')).to.equal(null);
  });

  it('shows "Ups!" with the webshop button without access, and no lesson text', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi([]));
    const element = await mountLesson([0, 1, 12]);
    const root = element.shadowRoot!;
    const notice = root.querySelector('[part~="no-access"]')!;
    expect(text(notice.querySelector('h2'))).to.equal('Ups!');
    expect(text(notice)).to.contain(
      'You do not have access to this topic. Buy a license in our webshop to continue learning.',
    );
    const shop = notice.querySelector<HTMLAnchorElement>('[part~="shop-link"]')!;
    expect(text(shop)).to.equal('To the webshop');
    expect(shop.href).to.equal('https://shop.test/choir-coach/licence');
    expect(root.querySelector('[part~="content"]')).to.equal(null);
    await expect(element).shadowDom.to.be.accessible();
  });

  it('says so when the element does not exist', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountLesson([0, 1, 999]);
    expect(text(element.shadowRoot!.querySelector('h1'))).to.equal('This lesson does not exist.');
  });
});
