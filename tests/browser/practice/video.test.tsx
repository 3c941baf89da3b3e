/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/choir-tools';
import { getCore } from '../../../src/core/page-core';
import { readToolSettings } from '../../../src/core/practice/tool-settings';
import { animationsDone, eventually, part, resetTools, root, waitFor } from '../support/practice-helpers';

interface VideoEntry {
  id: string;
  beats: number;
  bpm: number;
  groups?: string;
  pattern: string;
  beatTimesMs: number[];
}

let videos: VideoEntry[] = [];
const blobs = new Map<string, string>();

/** The test server responds without Range support, so videos load as blobs (which can seek). */
async function videoUrl(id: string): Promise<string> {
  let url = blobs.get(id);
  if (!url) {
    url = URL.createObjectURL(await (await fetch(`/content/videos/${id}-360.mp4`)).blob());
    blobs.set(id, url);
  }
  return url;
}

async function mountVideo(id = 'pattern-4-70') {
  const entry = videos.find((video) => video.id === id)!;
  const wrapper = await fixture<HTMLElement>(html`<div style="width: 1100px"></div>`);
  const element = document.createElement('choir-tools');
  element.setAttribute('locale', 'en');
  element.setAttribute('video-src', await videoUrl(id));
  element.setAttribute('beats', String(entry.beats));
  element.setAttribute('bpm', String(entry.bpm));
  if (entry.groups) element.setAttribute('groups', entry.groups);
  element.setAttribute('pattern', entry.pattern);
  element.setAttribute('beat-times-ms', JSON.stringify(entry.beatTimesMs));
  element.setAttribute('pattern-placement', 'practice-video');
  element.setAttribute(
    'captions',
    JSON.stringify([{ src: `/content/videos/${id}.en.vtt`, srclang: 'en', label: 'English' }]),
  );
  wrapper.append(element);
  const video = await waitFor(() => root(element).querySelector('video'), 3000, 'the video');
  await waitFor(() => video.readyState >= 1, 5000, 'video metadata');
  return { element, video, entry };
}

async function seek(video: HTMLVideoElement, ms: number) {
  const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
  video.currentTime = ms / 1000;
  await seeked;
}

const overlayBeat = (element: HTMLElement) => Number(part(element, 'pattern-overlay').dataset.beat);

/** The overlay follows the video on its next frame callback (later on a busy machine). */
async function expectBeat(element: HTMLElement, beat: number) {
  await waitFor(() => overlayBeat(element) === beat, 3000, `beat ${beat}`).catch(() => undefined);
  expect(overlayBeat(element)).to.equal(beat);
}

describe('<choir-tools> around a lesson video', () => {
  before(async () => {
    videos = (await (await fetch('/content/videos/index.json')).json()) as VideoEntry[];
  });
  beforeEach(() => resetTools());
  afterEach(() => {
    for (const element of document.querySelectorAll('choir-tools')) element.remove();
  });

  it('moves the beat point with the video’s own beat times', async () => {
    const { element, video, entry } = await mountVideo('pattern-4-70');
    expect(part(element, 'pattern-overlay').querySelectorAll('[data-beat-point]').length).to.equal(4);
    await seek(video, 100);
    await waitFor(() => part(element, 'pattern-overlay').dataset.kind === 'rest', 3000, 'rest').catch(
      () => undefined,
    );
    expect(part(element, 'pattern-overlay').dataset.kind).to.equal('rest');
    await seek(video, entry.beatTimesMs[2]! + 5);
    await expectBeat(element, 3);
    await seek(video, entry.beatTimesMs[5]!);
    await expectBeat(element, 2);
    // On the ictus, the point sits on the beat's own point (same place as the video draws it).
    const point = root(element).querySelector<SVGCircleElement>('[data-role="beat-point"]')!;
    const ictus = root(element).querySelector<SVGCircleElement>('[data-beat-point="2"] circle')!;
    expect(Number(point.getAttribute('cx'))).to.be.closeTo(Number(ictus.getAttribute('cx')), 0.5);
    expect(Number(point.getAttribute('cy'))).to.be.closeTo(Number(ictus.getAttribute('cy')), 0.5);
  });

  it('"back to beat 1" seeks the video to the start of the bar', async () => {
    const { element, video, entry } = await mountVideo('pattern-3-90');
    await seek(video, entry.beatTimesMs[4]! + 100); // beat 2 of the second bar
    await expectBeat(element, 2);
    const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    part<HTMLButtonElement>(element, 'reset').click();
    await seeked;
    expect(video.currentTime * 1000).to.be.closeTo(entry.beatTimesMs[3]!, 1);
    await expectBeat(element, 1);
  });

  it('mirrors the video on demand (class and transform), and the pattern with it', async () => {
    const { element, video } = await mountVideo();
    const wrapper = part(element, 'video');
    expect(wrapper.classList.contains('mirrored')).to.equal(false);
    expect(getComputedStyle(video).transform).to.equal('none');
    const beat2 = () =>
      Number(root(element).querySelector('[data-beat-point="2"] circle')!.getAttribute('cx'));
    const before = beat2();
    part<HTMLButtonElement>(element, 'mirror-toggle').click();
    await eventually(() => {
      expect(wrapper.classList.contains('mirrored')).to.equal(true);
      expect(wrapper.dataset.mirrored).to.equal('true');
      expect(getComputedStyle(video).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
      expect(beat2()).to.be.closeTo(1280 - before, 0.2);
    });
    // Digits stay readable: the SVG itself is not flipped.
    expect(getComputedStyle(part(element, 'pattern-overlay')).transform).to.equal('none');
    part<HTMLButtonElement>(element, 'mirror-toggle').click();
    await eventually(() => {
      expect(wrapper.classList.contains('mirrored')).to.equal(false);
      expect(getComputedStyle(video).transform).to.equal('none');
    });
  });

  it('plays and pauses from the toolbar', async () => {
    const { element, video } = await mountVideo();
    video.muted = true;
    const play = part<HTMLButtonElement>(element, 'play');
    expect(play.getAttribute('aria-label')).to.equal('Play');
    play.click();
    await waitFor(() => !video.paused, 3000, 'playing');
    await waitFor(() => play.getAttribute('aria-label') === 'Pause', 1000, 'pause label');
    play.click();
    await waitFor(() => video.paused, 1000, 'paused');
  });

  it('opens the metronome panel preset to the video’s tempo and metre', async () => {
    const { element } = await mountVideo('pattern-6-60');
    expect(root(element).querySelector('[part="metronome"]')).to.equal(null);
    part<HTMLButtonElement>(element, 'metronome-toggle').click();
    await eventually(() => {
      expect(root(element).querySelector<HTMLInputElement>('[data-testid="tempo"]')!.value).to.equal('60');
      expect(part(element, 'beat-indicator').querySelectorAll('[data-accent]').length).to.equal(6);
    });
  });

  it('on a fast or asymmetric metre, the metronome counts every count the video clicks', async () => {
    const { element } = await mountVideo('pattern-7-223-210');
    part<HTMLButtonElement>(element, 'metronome-toggle').click();
    await eventually(() => {
      expect(root(element).querySelector<HTMLInputElement>('[data-testid="tempo"]')!.value).to.equal('210');
      expect(part(element, 'beat-indicator').querySelectorAll('[data-accent]').length).to.equal(7);
      // Its grouping as the metronome's metre: each of the hand's beats stressed (2+2+3).
      const stress = [...part(element, 'beat-indicator').querySelectorAll('[data-accent]')].map((dot) =>
        dot.getAttribute('data-stress'),
      );
      expect(stress).to.deep.equal(['bar', 'none', 'beat', 'none', 'beat', 'none', 'none']);
    });
  });

  it('draws the form of seven the video beats: a slow 3+2+2 and 2+3+2, not the usual 2+2+3', async () => {
    for (const [id, form] of [
      ['seven-322-7-60', '3+2+2'],
      ['seven-232-7-60', '2+3+2'],
    ] as const) {
      const { element } = await mountVideo(id);
      const overlay = part(element, 'pattern-overlay');
      await waitFor(() => overlay.textContent?.includes(form), 3000, form);
      expect(overlay.textContent).to.contain(form);
      element.remove();
    }
  });

  it('keeps the tool choices (per user settings) for the next lesson', async () => {
    const { element } = await mountVideo();
    part<HTMLButtonElement>(element, 'mirror-toggle').click();
    part<HTMLButtonElement>(element, 'left-handed-toggle').click();
    element.remove();
    // Written to the user's settings (at the latest when the tools go).
    await eventually(() =>
      expect(readToolSettings(getCore())).to.include({ mirror: true, leftHanded: true }),
    );
    const again = await mountVideo('pattern-3-60');
    expect(part(again.element, 'mirror-toggle').getAttribute('aria-pressed')).to.equal('true');
    expect(part(again.element, 'left-handed-toggle').getAttribute('aria-pressed')).to.equal('true');
    // Left-handed mirrors the picture, and "mirrored" mirrors it back: both on show it as filmed.
    expect(part(again.element, 'video').classList.contains('mirrored')).to.equal(false);
    part<HTMLButtonElement>(again.element, 'left-handed-toggle').click();
    await eventually(() =>
      expect(part(again.element, 'video').classList.contains('mirrored')).to.equal(true),
    );
  });

  it('passes an accessibility audit (video, pattern, mirror, metronome)', async () => {
    const { element } = await mountVideo();
    part<HTMLButtonElement>(element, 'mirror-toggle').click();
    part<HTMLButtonElement>(element, 'metronome-toggle').click();
    await eventually(() => part(element, 'metronome'));
    await animationsDone(root(element));
    await expect(element).shadowDom.to.be.accessible();
  });
});
