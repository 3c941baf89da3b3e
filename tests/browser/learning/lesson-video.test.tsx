/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { askVideoSourcesEarly } from '../../../src/core/learning/video-sources';
import {
  eventually,
  LESSON_VIDEO,
  resetCore,
  stubFetch,
  text,
  videoLessonApi,
  waitFor,
} from '../support/learning-helpers';
import { mountLesson, reachForVideo } from '../support/lesson-element';

describe('<choir-learn-element>: the lesson video in Plyr', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  /** The standard video lesson (topic 0, module 1, element 14) with its video links served. */
  const mountVideoLesson = () => {
    resetCore(true);
    fetchStub = stubFetch(videoLessonApi('ok'));
    return mountLesson([0, 1, 14]);
  };
  afterEach(() => fetchStub?.restore());

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
      () => root.activeElement?.matches('.plyr__controls [data-plyr="play"]'),
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
      await mountLesson([0, 1, 14]);
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
});
