/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { eventually, resetCore, stubFetch, videoLessonApi, waitFor } from '../support/learning-helpers';
import { mountLesson, reachForVideo } from '../support/lesson-element';

describe('<choir-learn-element>: caption, quality and speed of a video', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  afterEach(() => fetchStub?.restore());

  it('stores caption, quality and speed choices made in the player', async () => {
    const core = resetCore(true);
    core.videoSettings.update({ caption: 'off', speed: 1, quality: 'auto' });
    fetchStub = stubFetch(videoLessonApi('ok'));
    const element = await mountLesson([0, 1, 14]);
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
    const element = await mountLesson([0, 1, 14], 'fr');
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
      const element = await mountLesson([0, 1, 14]);
      const player = await reachForVideo(element.shadowRoot!);
      expect(player.querySelectorAll('track')).to.have.length(0);
      expect(warnings.some((w) => w.includes('Subtitles could not be loaded'))).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });
});
