import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/core/contract/api';
import { createVideoController, startQuality } from '../../../src/core/learning/video-controller';
import { DEFAULT_VIDEO_SETTINGS, type VideoSettings } from '../../../src/core/store/video-settings-store';
import { recordedPlayback } from '../support/recorded-playback';

/** A video element as far as the controller uses it. */
class FakeVideo extends EventTarget {
  currentTime = 0;
  duration = 100;
  paused = true;
  isConnected = true;
  loop = false;
}

function controller(settings: Partial<VideoSettings> = {}, small = false) {
  const stored = signal<VideoSettings>({ ...DEFAULT_VIDEO_SETTINGS, ...settings });
  const language = signal<Language>('de');
  const video = createVideoController({
    settings: {
      settings: stored,
      update: (patch) => {
        stored.value = { ...stored.value, ...patch };
      },
    },
    language,
    smallScreen: () => small,
  });
  return { video, stored, language };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A `play()` recording its calls, answered by `answer(n)` (n from 1). */
function recordedPlay(answer: (call: number) => Promise<void> = () => Promise.resolve()) {
  let calls = 0;
  const play = () => answer(++calls);
  return { play, calls: () => calls };
}

describe('video controller', () => {
  it('starts with the quality chosen, else by the screen: the smaller rendition on a phone', () => {
    expect(startQuality({ ...DEFAULT_VIDEO_SETTINGS, quality: 360 }, [720, 360], false)).toBe(360);
    expect(startQuality({ ...DEFAULT_VIDEO_SETTINGS, quality: 1080 }, [360, 720], false)).toBe(720);
    expect(startQuality(DEFAULT_VIDEO_SETTINGS, [360, 720], true)).toBe(360);
    expect(startQuality(DEFAULT_VIDEO_SETTINGS, [], false)).toBe(720);
    const { video } = controller({}, true);
    video.attach(new FakeVideo(), { sizes: [720, 360] });
    expect(video.quality.value).toBe(360);
  });

  it('starts captions off in the interface language until the user picks a track, and the speed chosen', () => {
    const { video, stored } = controller({ speed: 1.25 });
    expect(video.captions.value).toEqual({ active: false, language: 'de' });
    expect(video.speed.value).toBe(1.25);
    stored.value = { ...stored.value, caption: 'it' };
    expect(video.captions.value).toEqual({ active: true, language: 'it' });
  });

  it('stores the choices made in the player once it is ready, not its own while it starts', () => {
    const { video, stored } = controller();
    video.attach(new FakeVideo(), { sizes: [720, 360] });
    video.chose({ speed: 1 });
    expect(stored.value).toEqual(DEFAULT_VIDEO_SETTINGS);
    video.ready();
    video.chose({ speed: 1.5 });
    video.chose({ quality: 360 });
    video.chose({ caption: 'fr' });
    expect(stored.value).toEqual({ caption: 'fr', quality: 360, speed: 1.5 });
  });

  it('is reached by the user or by the video starting, and plays once up only when our Play asked', () => {
    const { video } = controller();
    const media = new FakeVideo();
    video.attach(media, { sizes: [720] });
    expect(video.reached.value).toBe(false);
    media.dispatchEvent(new Event('play'));
    expect(video.reached.value).toBe(true);
    const plain = recordedPlay();
    video.started(plain.play);
    expect(video.playerUp.value).toBe(true);
    expect(plain.calls()).toBe(0);

    const other = controller().video;
    other.attach(new FakeVideo(), { sizes: [720] });
    other.reach(true);
    const asked = recordedPlay();
    other.started(asked.play);
    expect(asked.calls()).toBe(1);
  });

  it('asks again for a play the browser cut short for a new load, once the source can play', async () => {
    const { video } = controller();
    const media = new FakeVideo();
    video.attach(media, { sizes: [720] });
    video.reach(true);
    const interrupted = new DOMException('interrupted by a new load request', 'AbortError');
    const plays = recordedPlay((call) => (call === 1 ? Promise.reject(interrupted) : Promise.resolve()));
    video.started(plays.play);
    await settle();
    expect(plays.calls()).toBe(1);
    media.dispatchEvent(new Event('canplay'));
    expect(plays.calls()).toBe(2);
    media.dispatchEvent(new Event('canplay'));
    expect(plays.calls()).toBe(2);
  });

  it('does not ask again for a video taken off the page, nor after another refusal', async () => {
    const left = controller().video;
    const media = new FakeVideo();
    left.attach(media, { sizes: [720] });
    left.reach(true);
    const aborted = recordedPlay(() => Promise.reject(new DOMException('new load', 'AbortError')));
    left.started(aborted.play);
    await settle();
    media.isConnected = false;
    media.dispatchEvent(new Event('canplay'));
    expect(aborted.calls()).toBe(1);

    const refused = controller().video;
    const other = new FakeVideo();
    refused.attach(other, { sizes: [720] });
    refused.reach(true);
    const denied = recordedPlay(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    refused.started(denied.play);
    await settle();
    other.dispatchEvent(new Event('canplay'));
    expect(denied.calls()).toBe(1);
  });

  it('gives the next video of a player reached once its player at once; a video gone is not reached', () => {
    const { video } = controller();
    const first = video.attach(new FakeVideo(), { sizes: [720] });
    video.reach(false);
    video.started(() => undefined);
    first();
    expect(video.playerUp.value).toBe(false);
    expect(video.reached.value).toBe(false);
    video.reach(true);
    expect(video.reached.value).toBe(false);
    video.attach(new FakeVideo(), { sizes: [720] });
    expect(video.reached.value).toBe(true);
  });

  it('reports its clock, pause, end and leaving to its playback', () => {
    const { video } = controller();
    const media = new FakeVideo();
    const { reports, playback } = recordedPlayback();
    const detach = video.attach(media, { sizes: [720], playback });
    media.paused = false;
    media.currentTime = 12;
    media.dispatchEvent(new Event('timeupdate'));
    media.paused = true;
    media.dispatchEvent(new Event('pause'));
    media.dispatchEvent(new Event('ended'));
    detach();
    media.dispatchEvent(new Event('timeupdate'));
    expect(reports).toEqual([
      ['time', { time: 12, duration: 100, playing: true }],
      ['paused', { time: 12, duration: 100 }],
      ['ended'],
      ['left', { time: 12, duration: 100 }],
    ]);
  });

  it('counts a looping video’s wrap from its end to its start as its end', () => {
    const { video } = controller();
    const media = new FakeVideo();
    media.loop = true;
    media.paused = false;
    const { reports, playback } = recordedPlayback();
    video.attach(media, { sizes: [720], playback });
    for (const time of [50, 99.8, 0.1]) {
      media.currentTime = time;
      media.dispatchEvent(new Event('timeupdate'));
    }
    expect(reports.map((report) => (report as [string])[0])).toEqual(['time', 'time', 'ended', 'time']);
  });
});
