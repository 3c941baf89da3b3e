/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { ExampleDto, TopicDto, VideoSourceDto } from '../../../src/core/contract/api';
import { askVideoSourcesEarly } from '../../../src/core/learning/video-sources';
import { ChoirLearnElement } from '../../../src/elements/choir-learn-element';
import {
  injectPlyrSprite,
  injectPlyrStyles,
  isCrossOrigin,
  plyrIconUrl,
} from '../../../src/react/components/video/plyr-assets';
import {
  API,
  courseApi,
  eventually,
  LESSON_TRACKS,
  LESSON_VIDEO,
  resetCore,
  stubFetch,
  text,
  topics,
  videoLessonApi,
  waitFor,
} from '../support/learning-helpers';

// Referenced, so bundling keeps the element's registration (the package marks files side-effect free).
expect(customElements.get('choir-learn-element')).to.equal(ChoirLearnElement);

/**
 * Mounts a lesson and waits until it is drawn: its heading, and its text unless the text is held
 * back on purpose (a lesson's text comes with its topic's, after the outline).
 */
async function mountElement(
  ids: [number, number, number],
  locale = 'en',
  { textHeld = false } = {},
): Promise<HTMLElement> {
  const [topicId, moduleId, learnElementId] = ids;
  const element = await fixture<HTMLElement>(html`<choir-learn-element
    locale=${locale}
    api-base=${API}
    shop-url="https://shop.test/"
    topic-id=${topicId}
    module-id=${moduleId}
    learn-element-id=${learnElementId}
  ></choir-learn-element>`);
  await waitFor(() => element.shadowRoot?.querySelector('h1'), 5000, 'the lesson');
  if (!textHeld)
    await waitFor(
      () => !element.shadowRoot!.querySelector('[part~="content"][aria-busy="true"]'),
      5000,
      'the text',
    );
  return element;
}

/** The user reaches for the lesson's video (the pointer goes down on it): Plyr is set up then. */
async function reachForVideo(root: ShadowRoot): Promise<Element> {
  const frame = await waitFor(() => root.querySelector('[part~="video-player"]'), 8000, 'the video');
  frame.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  return waitFor(() => root.querySelector('.plyr'), 8000, 'Plyr');
}

describe('<choir-learn-element>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  /** The standard video lesson (topic 0, module 1, element 14) with its video links served. */
  const mountVideoLesson = () => {
    resetCore(true);
    fetchStub = stubFetch(videoLessonApi('ok'));
    return mountElement([0, 1, 14]);
  };
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
    const element = await mountElement([0, 1, 12]);
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
    const element = await mountElement([0, 1, 12], 'en', { textHeld: true });
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
    const element = await mountElement([0, 1, 12]);
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
    const element = await mountElement([0, 1, 12]);
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

  it('makes an opened element the current one, keeping its progress', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(courseApi());
    core.session.reportProgress(12, 70);
    core.session.reportProgress(11, 10);
    await mountElement([0, 1, 12]);
    expect(core.auth.currentLearnElementId.value).to.equal(12);
    const { updatedAt, ...entry } = core.auth.learnElementMetadata.value.find(
      (m) => m.learnElementId === 12,
    )!;
    expect(entry).to.deep.equal({ learnElementId: 12, learnElementProgress: 70, maxProgress: 70 });
    // Opening it stamps it as the element last advanced (for "continue").
    expect(updatedAt).to.be.a('string');
  });

  it('tells the server about an opened element once the page is idle, not while its first view loads', async () => {
    const core = resetCore(true);
    const sent: unknown[] = [];
    fetchStub = stubFetch(
      courseApi(['CC', 'SE'], (url, init) => {
        if (url.pathname === `${API}/auth/usersettings` && init?.method === 'PATCH') {
          sent.push(JSON.parse(String(init.body)));
          return Response.json({});
        }
        return undefined;
      }),
    );
    // The page stays busy: what waits for an idle moment waits here until the test lets it run.
    const idle = window.requestIdleCallback;
    const held: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => held.push(callback);
    try {
      await mountElement([0, 1, 12]);
      await eventually(() => {
        expect(core.auth.currentLearnElementId.value).to.equal(12);
        expect(sent).to.deep.equal([]);
        expect(core.sync.pending.value?.learnElementMetadata?.map((m) => m.learnElementId)).to.deep.equal([
          12,
        ]);
      });
    } finally {
      window.requestIdleCallback = idle;
    }
    for (const callback of held) callback({ didTimeout: false, timeRemaining: () => 50 });
    await waitFor(() => sent.length === 1, 3000, 'the opened element sent');
    expect(
      (sent[0] as { learnElementMetadata: { learnElementId: number }[] }).learnElementMetadata,
    ).to.have.length(1);
    expect(core.sync.pending.value).to.equal(null);
  });

  it('shows "Ups!" with the webshop button without access, and no lesson text', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi([]));
    const element = await mountElement([0, 1, 12]);
    const root = element.shadowRoot!;
    const notice = root.querySelector('[part~="no-access"]')!;
    expect(text(notice.querySelector('h2'))).to.equal('Ups!');
    expect(text(notice)).to.contain(
      'You do not have access to this topic. Buy a licence in our webshop to continue learning.',
    );
    const shop = notice.querySelector<HTMLAnchorElement>('[part~="shop-link"]')!;
    expect(text(shop)).to.equal('To the webshop');
    expect(shop.href).to.equal('https://shop.test/choir-coach/licence');
    expect(root.querySelector('[part~="content"]')).to.equal(null);
    await expect(element).shadowDom.to.be.accessible();
  });

  it('saves to and removes from the library', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountElement([0, 1, 12]);
    const toggle = element.shadowRoot!.querySelector<HTMLButtonElement>('[part~="library-toggle"]')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await eventually(() => {
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      expect(core.auth.settings.value.library).to.deep.equal([12]);
      expect(core.ui.toast.value.text).to.equal('Saved to your library.');
    });
    toggle.click();
    await eventually(() => {
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      expect(core.auth.settings.value.library).to.deep.equal([]);
    });
  });

  it('turns ticked exercise steps into progress and reports it as choir-progress', async () => {
    const core = resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountElement([0, 1, 13]);
    const root = element.shadowRoot!;
    const boxes = root.querySelectorAll<HTMLInputElement>('[part~="content"] input[type="checkbox"]');
    expect(boxes).to.have.length(6);
    const heard = oneEvent(element, 'choir-progress');
    boxes[0]!.click();
    const event = (await heard) as CustomEvent<{ learnElementId: number; progress: number }>;
    expect(event.detail).to.deep.equal({ learnElementId: 13, progress: 17 });
    root.querySelector<HTMLButtonElement>('[part~="mark-done"]')!.click();
    await eventually(() => {
      expect(core.auth.learnElementMetadata.value.find((m) => m.learnElementId === 13)?.maxProgress).to.equal(
        100,
      );
      expect(root.querySelector('[part~="done"]')).to.exist;
    });
    // Unticking a step later never lowers the progress shown.
    root.querySelectorAll<HTMLInputElement>('[part~="content"] input[type="checkbox"]')[0]!.click();
    await eventually(() =>
      expect(core.auth.learnElementMetadata.value.find((m) => m.learnElementId === 13)?.maxProgress).to.equal(
        100,
      ),
    );
    await expect(element).shadowDom.to.be.accessible();
  });

  it('plays a video in Plyr inside the shadow root with the four caption tracks and two qualities', async () => {
    const element = await mountVideoLesson();
    const root = element.shadowRoot!;
    const player = await reachForVideo(root);
    const video = player.querySelector('video')!;
    expect([...video.querySelectorAll('track')].map((t) => t.srclang)).to.deep.equal([
      'de',
      'en',
      'fr',
      'it',
    ]);
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('size'))).to.deep.equal([
      '720',
      '360',
    ]);
    expect(root.querySelector('style[data-choir-plyr]')).to.exist;
    expect(document.head.querySelector('style[data-choir-plyr]')).to.equal(null);
    expect(root.querySelector('[data-plyr="captions"]')).to.exist;
    expect(root.querySelector('[data-plyr="fullscreen"]')).to.exist;
    expect(root.querySelector('[data-plyr="settings"]')).to.exist;
    // Our served sprite, never a CDN.
    const icon =
      root.querySelector('.plyr use')!.getAttribute('href') ??
      root.querySelector('.plyr use')!.getAttribute('xlink:href');
    expect(icon).to.match(/\/dist\/plyr\.svg#plyr-/);
    // The practice tools wrap the video.
    expect(root.querySelector('[part~="practice-tools"] .plyr')).to.exist;
  });

  it('sets Plyr up only when the user reaches for the video: until then its still and a Play', async () => {
    const element = await mountVideoLesson();
    const root = element.shadowRoot!;
    const video = await waitFor(
      () => root.querySelector<HTMLVideoElement>('[part~="video-player"] video'),
      8000,
      'the video',
    );
    await eventually(() => expect(video.poster).to.match(/poster\.jpg$/));
    // The still is drawn (a frame after it came): a Plyr set up with the video would be there too.
    await new Promise(requestAnimationFrame);
    expect(root.querySelector('.plyr, style[data-choir-plyr]')).to.equal(null);
    const play = root.querySelector<HTMLButtonElement>('[part~="video-play"]')!;
    expect(play.getAttribute('aria-label')).to.equal('Play');
    await expect(element).shadowDom.to.be.accessible();
    // By keyboard: Plyr takes our Play's place, and the focus goes to Plyr's own.
    play.focus();
    await waitFor(() => root.querySelector('.plyr'), 8000, 'Plyr');
    await waitFor(
      () => root.activeElement?.classList.contains('plyr__control--overlaid'),
      3000,
      "the focus on Plyr's Play",
    );
    await eventually(() => expect(root.querySelector('[part~="video-play"]')).to.equal(null));
  });

  /** Runs `body` with every `play()` of a media element recorded and answered by `answer(n)` (n from 1). */
  async function withRecordedPlays(
    answer: (call: number) => Promise<void>,
    body: (played: HTMLMediaElement[]) => Promise<void>,
  ) {
    const played: HTMLMediaElement[] = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this);
      return answer(played.length);
    };
    try {
      await body(played);
    } finally {
      HTMLMediaElement.prototype.play = play;
    }
  }

  /** A tap on our Play over the lesson video's still. */
  async function tapOurPlay(root: ShadowRoot) {
    const button = await waitFor(() => root.querySelector<HTMLElement>('[part~="video-play"]'), 8000, 'Play');
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.click();
  }

  it('plays the video from our Play (a tap), setting Plyr up on the way', async () => {
    const root = (await mountVideoLesson()).shadowRoot!;
    await withRecordedPlays(
      () => Promise.resolve(),
      async (played) => {
        await tapOurPlay(root);
        await waitFor(() => played.length > 0, 8000, 'the video played');
        expect(played[0]).to.equal(root.querySelector('.plyr video'));
      },
    );
  });

  it('plays when the source loads anew just as Plyr starts (the first play is cut short)', async () => {
    const root = (await mountVideoLesson()).shadowRoot!;
    // What the browser answers when a new load interrupts the play.
    const interrupted = new DOMException(
      'The play() request was interrupted by a new load request.',
      'AbortError',
    );
    await withRecordedPlays(
      (call) => (call === 1 ? Promise.reject(interrupted) : Promise.resolve()),
      async (played) => {
        await tapOurPlay(root);
        await waitFor(() => played.length > 0, 8000, 'the video asked to play');
        const video = root.querySelector<HTMLVideoElement>('.plyr video')!;
        video.dispatchEvent(new Event('canplay'));
        await waitFor(() => played.length > 1, 8000, 'the video asked to play again');
        expect(played[1]).to.equal(video);
      },
    );
  });

  it('left-handed mirrors the whole picture, the still shown before playing too (one figure)', async () => {
    const element = await mountVideoLesson();
    const root = element.shadowRoot!;
    const video = (await reachForVideo(root)).querySelector('video')!;
    // The still is the video's own poster (shown from the first paint), not a second picture of Plyr's.
    expect(video.poster).to.match(/poster\.jpg$/);
    expect(getComputedStyle(root.querySelector('.plyr__poster')!).display).to.equal('none');
    const mirrored = (node: Element) => getComputedStyle(node).transform === 'matrix(-1, 0, 0, 1, 0, 0)';
    expect(mirrored(video)).to.equal(false);
    root.querySelector<HTMLButtonElement>('[part~="left-handed-toggle"]')!.click();
    // It flips with a short transition: wait for its end, however slow the machine.
    await waitFor(() => mirrored(video), 3000, 'the video mirrored');
  });

  it('draws the still asked for with the lesson in its first view, mirrored with the video', async () => {
    const core = resetCore(true);
    const settings = core.auth.settings.value;
    core.auth.settings.value = { ...settings, tools: { mirror: true } } as typeof settings;
    fetchStub = stubFetch(videoLessonApi('ok'));
    // As the app's lesson route does before the lesson renders (lesson-route.ts).
    await askVideoSourcesEarly(core, 14, 'en');
    // What the lesson's first view shows: caught in the task that first draws its heading.
    const attach = Element.prototype.attachShadow;
    let firstView:
      | { still: HTMLImageElement | null; video: HTMLVideoElement | null; flip: string }
      | undefined;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      const observer = new MutationObserver(() => {
        if (!root.querySelector('h1')) return;
        observer.disconnect();
        const still = root.querySelector<HTMLImageElement>('[part~="video"] img[data-video-still]');
        firstView = {
          still,
          video: root.querySelector('[part~="video"] video'),
          flip: still ? getComputedStyle(still).transform : '',
        };
      });
      observer.observe(root, { childList: true, subtree: true });
      return root;
    };
    try {
      await mountElement([0, 1, 14]);
    } finally {
      Element.prototype.attachShadow = attach;
      core.auth.settings.value = settings;
    }
    expect(firstView?.video ?? null).to.equal(null);
    expect(firstView?.still?.getAttribute('src')).to.equal(LESSON_VIDEO.poster);
    expect(firstView?.flip).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
  });

  it('says under a standard video its figure and tempo', async () => {
    const element = await mountVideoLesson();
    const info = await waitFor(() => element.shadowRoot!.querySelector('[part~="video"] > p'), 8000, 'info');
    expect(text(info)).to.equal('2-beat pattern at 60 bpm');
  });

  it('names a fast or asymmetric metre under its video, with its tempo in counts per minute', async () => {
    const metres: [Partial<VideoSourceDto>, string, string][] = [
      [
        { beats: 3, bpm: 210, metre: '7/8', groups: '2+2+3' },
        'en',
        '7/8 in three (2 + 2 + 3) · 210 eighths per minute',
      ],
      [{ beats: 2, bpm: 180, metre: '6/8', groups: '3+3' }, 'de', '6/8-Takt in Zwei · 180 Achtel pro Minute'],
      [{ beats: 1, bpm: 240, metre: '3/4', groups: '3' }, 'fr', '3/4 à un temps · 240 noires par minute'],
    ];
    for (const [metre, locale, line] of metres) {
      resetCore(true);
      fetchStub?.restore();
      fetchStub = stubFetch(
        courseApi(['CC', 'SE'], (url) => {
          if (url.pathname === `${API}/topics/14/videoSrc`)
            return Response.json({ ...LESSON_VIDEO, ...metre });
          if (url.pathname === `${API}/topics/14/subtitles`) return Response.json(LESSON_TRACKS);
          return undefined;
        }),
      );
      const element = await mountElement([0, 1, 14], locale);
      const info = await waitFor(
        () => element.shadowRoot!.querySelector('[part~="video"] > p'),
        8000,
        'info',
      );
      expect(text(info)).to.equal(line);
      element.remove();
    }
  });

  it('switches a metre lesson between its three tempi: video, captions, line and metronome follow', async () => {
    resetCore(true);
    const file = (bpm: string, end: string) => `${location.origin}/nothing/pattern-7-223-${bpm}${end}`;
    fetchStub = stubFetch(
      courseApi(['CC', 'SE'], (url) => {
        const bpm = url.searchParams.get('bpm') ?? '210';
        if (url.pathname === `${API}/topics/333/videoSrc`)
          return Response.json({
            ...LESSON_VIDEO,
            learnElementId: 333,
            beats: 3,
            bpm: Number(bpm),
            metre: '7/8',
            groups: '2+2+3',
            sources: [{ src: file(bpm, '-720.mp4'), type: 'video/mp4', size: 720 }],
          });
        if (url.pathname === `${API}/topics/333/subtitles`)
          return Response.json([{ language: 'fr', label: 'Français', src: file(bpm, '.fr.vtt') }]);
        return undefined;
      }),
    );
    const element = await mountElement([3, 33, 333], 'fr');
    const root = element.shadowRoot!;
    const choice = await waitFor(() => root.querySelector('[part~="tempo"]'), 8000, 'the tempo choice');
    const radios = [...choice.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(text(choice.querySelector('legend'))).to.equal('Tempo');
    expect(radios.map((radio) => `${radio.value}${radio.checked ? '*' : ''}`)).to.deep.equal([
      '180',
      '210*',
      '240',
    ]);
    const shown = () => ({
      video: root.querySelector('[part~="video"] video source')?.getAttribute('src'),
      captions: root.querySelector('[part~="video"] video track')?.getAttribute('src'),
      line: text(root.querySelector('[part~="video"] > p')),
      metronome: text(root.querySelector('[part~="metronome"] [data-testid="tempo"]')),
    });
    await waitFor(() => shown().video, 8000, 'the video at 210');
    root.querySelector<HTMLButtonElement>('[part~="metronome-toggle"]')!.click();
    await waitFor(() => shown().metronome, 2000, 'the metronome');
    expect(shown()).to.deep.equal({
      video: file('210', '-720.mp4'),
      captions: file('210', '.fr.vtt'),
      line: '7/8 à trois temps (2 + 2 + 3) · 210 croches par minute',
      metronome: '210',
    });

    radios[2]!.focus();
    radios[2]!.click();
    await waitFor(
      () => shown().video === file('240', '-720.mp4') && shown().metronome,
      8000,
      'the video at 240',
    );
    expect(shown()).to.deep.equal({
      video: file('240', '-720.mp4'),
      captions: file('240', '.fr.vtt'),
      line: '7/8 à trois temps (2 + 2 + 3) · 240 croches par minute',
      metronome: '240',
    });
    expect(fetchStub.requests).to.include('/fake-api/topics/333/videoSrc?language=fr&bpm=240');
    // The choice stays where it was while the other video loads: the keyboard focus is not lost.
    expect(root.activeElement).to.equal(radios[2]);
    expect(radios[2]!.checked).to.equal(true);
  });

  it('stores caption, quality and speed choices made in the player', async () => {
    const core = resetCore(true);
    core.videoSettings.update({ caption: 'off', speed: 1, quality: 'auto' });
    fetchStub = stubFetch(videoLessonApi('ok'));
    const element = await mountElement([0, 1, 14]);
    const root = element.shadowRoot!;
    await reachForVideo(root);
    const speedItem = await waitFor(
      () => root.querySelector<HTMLButtonElement>('[data-plyr="speed"][value="1.5"]'),
      3000,
      'speed',
    );
    speedItem.click();
    await eventually(() => expect(core.videoSettings.settings.value.speed).to.equal(1.5));
    // The quality the video does not play now (the fake files do not exist: the browser may have
    // moved on to the second source by itself).
    const video = root.querySelector('video')!;
    const playing = [...video.querySelectorAll('source')].find((source) => source.src === video.currentSrc);
    const quality = [...root.querySelectorAll<HTMLButtonElement>('[data-plyr="quality"]')].find(
      (item) => item.value !== playing?.getAttribute('size'),
    )!;
    quality.click();
    await eventually(() => expect(core.videoSettings.settings.value.quality).to.equal(Number(quality.value)));
    const italian = await waitFor(() =>
      root.querySelector<HTMLButtonElement>('[data-plyr="language"][value="3"]'),
    );
    italian.click();
    await eventually(() => expect(core.videoSettings.settings.value.caption).to.equal('it'));
  });

  it('turns on French captions for a French user who has not chosen a track', async () => {
    const core = resetCore(true);
    core.videoSettings.update({ caption: 'off', speed: 1, quality: 'auto' });
    fetchStub = stubFetch(videoLessonApi('ok'));
    const element = await mountElement([0, 1, 14], 'fr');
    const root = element.shadowRoot!;
    await reachForVideo(root);
    // Plyr knows the video's caption tracks once its language menu lists them.
    await waitFor(() => root.querySelector('[data-plyr="language"]'), 3000, 'the caption tracks');
    root.querySelector<HTMLButtonElement>('button[data-plyr="captions"]')!.click();
    await eventually(() => expect(core.videoSettings.settings.value.caption).to.equal('fr'));
  });

  it('plays without captions when the subtitles cannot be loaded, and logs it', async () => {
    resetCore(true);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      fetchStub = stubFetch(videoLessonApi('fail'));
      const element = await mountElement([0, 1, 14]);
      const player = await reachForVideo(element.shadowRoot!);
      expect(player.querySelectorAll('track')).to.have.length(0);
      expect(warnings.some((w) => w.includes('Subtitles could not be loaded'))).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });

  it('shows a musical example: sanitised score, recording controls, bar highlighting on seek', async () => {
    resetCore(true);
    const example: ExampleDto = {
      learnElementId: 233,
      id: 'ex-test',
      title: { de: 'Beispiel', en: 'Example' },
      description: { de: 'Vier Takte', en: 'Four bars' },
      timeSignature: '4/4',
      bpm: 72,
      durationMs: 6000,
      score: { src: `${location.origin}/fake-content/score.svg`, width: 200, height: 100 },
      sync: `${location.origin}/fake-content/sync.json`,
      audio: { src: `${location.origin}/fake-content/audio.m4a`, type: 'audio/mp4' },
    };
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><script>window.hacked = 3</script><g id="m1" class="measure"><rect width="100" height="100"/></g><g id="m2" class="measure" onclick="window.hacked = 4"><rect x="100" width="100" height="100"/></g></svg>';
    const sync = {
      version: 1,
      part: 0,
      durationMs: 6000,
      bars: [
        { index: 0, measureId: 'm1', n: '1', page: 1, startMs: 0, endMs: 3000 },
        { index: 1, measureId: 'm2', n: '2', page: 1, startMs: 3000, endMs: 6000 },
      ],
      voices: { soprano: [], alto: [], tenore: [], basso: [] },
    };
    fetchStub = stubFetch(
      courseApi(['CC', 'SE'], (url) => {
        if (url.pathname === `${API}/topics/233/example`) return Response.json(example);
        if (url.pathname === '/fake-content/score.svg') return new Response(svg);
        if (url.pathname === '/fake-content/sync.json') return Response.json(sync);
        return undefined;
      }),
    );
    const element = await mountElement([2, 23, 233]);
    const root = element.shadowRoot!;
    const score = await waitFor(() => root.querySelector('[part~="score"] svg'), 5000, 'score');
    expect(score.querySelectorAll('g.measure')).to.have.length(2);
    expect(score.querySelector('script, [onclick]')).to.equal(null);
    expect(text(root.querySelector('[part~="musical-example"] figcaption'))).to.contain('4/4 · 72 bpm');
    const seek = root.querySelector<HTMLInputElement>('[part~="musical-example"] input[type="range"]')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(seek, '4000');
    seek.dispatchEvent(new Event('input', { bubbles: true }));
    await eventually(() => {
      expect(score.querySelector('#m2')!.classList.contains('choir-current')).to.equal(true);
      expect(score.querySelector('#m1')!.classList.contains('choir-current')).to.equal(false);
      expect(text(root.querySelector('[part~="musical-example"]'))).to.contain('Bar 2');
    });
    await expect(element).shadowDom.to.be.accessible();
  });

  it('says so when the element does not exist', async () => {
    resetCore(true);
    fetchStub = stubFetch(courseApi());
    const element = await mountElement([0, 1, 999]);
    expect(text(element.shadowRoot!.querySelector('h1'))).to.equal('This lesson does not exist.');
  });
});

describe('Plyr assets in shadow roots', () => {
  it('finds the sprite next to the script that loaded the bundle, else at the API origin', () => {
    const doc = document.implementation.createHTMLDocument('shop');
    expect(plyrIconUrl('https://app.test/api', doc)).to.equal('https://app.test/dist/plyr.svg');
    const script = doc.createElement('script');
    script.src = 'https://cdn.test/assets/choir-coach.iife.js';
    doc.head.append(script);
    expect(plyrIconUrl('https://app.test/api', doc)).to.equal('https://cdn.test/assets/plyr.svg');
    expect(isCrossOrigin('https://cdn.test/assets/plyr.svg')).to.equal(true);
    expect(isCrossOrigin(`${location.origin}/dist/plyr.svg`)).to.equal(false);
  });

  it('puts the stylesheet once into the shadow root and a cross-origin sprite into it too', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    injectPlyrStyles(root, '.plyr { color: red; }');
    injectPlyrStyles(root, '.plyr { color: red; }');
    expect(root.querySelectorAll('style[data-choir-plyr]')).to.have.length(1);
    const stub = stubFetch(
      () =>
        new Response(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><symbol id="plyr-play" viewBox="0 0 18 18"><path d="M0 0h1"/></symbol><script>window.hacked = 5</script></svg>',
        ),
    );
    try {
      await injectPlyrSprite(root, 'https://cdn.test/assets/plyr.svg');
      expect(root.querySelector('[data-choir-plyr-sprite] symbol#plyr-play')).to.exist;
      expect(root.querySelector('[data-choir-plyr-sprite] script')).to.equal(null);
      expect(document.head.querySelector('style[data-choir-plyr]')).to.equal(null);
    } finally {
      stub.restore();
      host.remove();
    }
  });
});
