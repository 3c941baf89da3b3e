import { describe, expect, it } from 'vitest';
import type { ExampleDto } from '../../../src/core/contract/api';
import type { SyncMap } from '../../../src/core/contract/edition-format';
import type { LoadedExample } from '../../../src/core/learning/example-loader';
import { createExamplePlayer } from '../../../src/core/learning/example-player';
import type { FrameScheduler } from '../../../src/core/player/score-follower';
import { recordedPlayback } from '../support/recorded-playback';

const EXAMPLE = {
  learnElementId: 233,
  durationMs: 0,
  title: { de: 'Beispiel' },
} as unknown as ExampleDto;

const SYNC = {
  durationMs: 6000,
  bars: [
    { index: 0, measureId: 'm1', n: '1', page: 1, startMs: 0, endMs: 3000 },
    { index: 1, measureId: 'm2', n: '2', page: 1, startMs: 3000, endMs: 6000 },
  ],
} as unknown as SyncMap;

/** An `<audio>` as far as the player uses it: play and pause fire their events, as the browser's do. */
class FakeAudio extends EventTarget {
  currentTime = 0;
  duration = 6;
  paused = true;
  play() {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
}

/** Animation frames run by hand. */
function handFrames() {
  const waiting = new Map<number, (frameMs: number) => void>();
  let next = 1;
  const frames: FrameScheduler = {
    request: (callback) => {
      waiting.set(next, callback);
      return next++;
    },
    cancel: (id) => void waiting.delete(id),
    now: () => 0,
  };
  const run = () => {
    const due = [...waiting.values()];
    waiting.clear();
    for (const callback of due) callback(0);
  };
  return { frames, run, waiting: () => waiting.size };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function player(
  load: () => Promise<LoadedExample> = async () => ({ example: EXAMPLE, svg: '<svg/>', sync: SYNC }),
) {
  const { reports, playback } = recordedPlayback();
  const logs: string[] = [];
  const hand = handFrames();
  const example = createExamplePlayer({
    load,
    log: (message) => logs.push(message),
    playback,
    frames: hand.frames,
  });
  return { example, reports, logs, hand };
}

describe('musical example player', () => {
  it('loads the example, its duration from the sync map when the example gives none', async () => {
    const { example } = player();
    const stop = example.start();
    expect(example.state.value.status).toBe('loading');
    await settle();
    expect(example.state.value.status).toBe('ready');
    expect(example.durationMs.value).toBe(6000);
    stop();
  });

  it('says so when it cannot load, logs it, and loads again on retry', async () => {
    let calls = 0;
    const { example, logs } = player(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return { example: EXAMPLE, svg: '<svg/>', sync: SYNC };
    });
    example.start();
    await settle();
    expect(example.state.value).toEqual({ status: 'error' });
    expect(logs).toEqual(['Musical example could not be loaded']);
    example.retry();
    await settle();
    expect(example.state.value.status).toBe('ready');
  });

  it('gives a kept topic’s files back when the example is left, and ignores a load answered after', async () => {
    let released = 0;
    let answer: (loaded: LoadedExample) => void = () => undefined;
    const slow = createExamplePlayer({
      load: (keep) => {
        keep(() => released++);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
      log: () => undefined,
    });
    const stop = slow.start();
    stop();
    expect(released).toBe(1);
    answer({ example: EXAMPLE, svg: '', sync: SYNC });
    await settle();
    expect(slow.state.value.status).toBe('loading');
  });

  it('marks the sounding bar once playback has started, and a seek moves it', async () => {
    const { example } = player();
    example.start();
    await settle();
    const audio = new FakeAudio();
    example.connect(audio);
    expect(example.currentBar.value).toBe(null);
    example.seek(4000);
    expect(audio.currentTime).toBe(4);
    expect(example.currentBar.value?.n).toBe('2');
    example.seek(0);
    expect(example.currentBar.value).toBe(null);
  });

  it('follows the recording each frame while it plays, and its clock when paused', async () => {
    const { example, hand } = player();
    example.start();
    await settle();
    const audio = new FakeAudio();
    const disconnect = example.connect(audio);
    example.toggle();
    expect(example.playing.value).toBe(true);
    expect(example.currentBar.value?.n).toBe('1');
    audio.currentTime = 3.5;
    hand.run();
    expect(example.timeMs.value).toBe(3500);
    example.toggle();
    expect(hand.waiting()).toBe(0);
    audio.currentTime = 1;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(example.timeMs.value).toBe(1000);
    disconnect();
    example.toggle();
    expect(audio.paused).toBe(true);
  });

  it('plays from a bar clicked in the score', async () => {
    const { example } = player();
    example.start();
    await settle();
    const audio = new FakeAudio();
    example.connect(audio);
    example.playFromBar('nothing');
    expect(audio.paused).toBe(true);
    example.playFromBar('m2');
    expect(audio.currentTime).toBe(3);
    expect(audio.paused).toBe(false);
  });

  it('reports the share listened at a pause and all of it at the end, back at the start', async () => {
    const { example, reports } = player();
    example.start();
    await settle();
    const audio = new FakeAudio();
    const disconnect = example.connect(audio);
    example.toggle();
    audio.currentTime = 3;
    example.toggle();
    example.toggle();
    audio.currentTime = 6;
    audio.paused = true;
    audio.dispatchEvent(new Event('ended'));
    expect(example.playing.value).toBe(false);
    expect(example.timeMs.value).toBe(0);
    disconnect();
    expect(reports).toEqual([['paused', { time: 3, duration: 6 }], ['ended']]);
  });

  it('logs a play the browser refuses', async () => {
    const { example, logs } = player();
    example.start();
    await settle();
    const audio = new FakeAudio();
    audio.play = () => Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    example.connect(audio);
    example.toggle();
    await settle();
    expect(logs).toEqual(['Audio could not play']);
  });
});
