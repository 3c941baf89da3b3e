import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { ExampleDto } from '../../../src/core/contract/api';
import type { LoadedExample } from '../../../src/core/learning/example-edition';
import { createExamplePlayer, type ExampleState } from '../../../src/core/learning/example-player';
import type { FrameScheduler, ScorePresenter } from '../../../src/core/player/score-follower';
import type { Highlight } from '../../../src/core/score/sync';
import { exampleDto, twoBarSync } from '../support/example-fixtures';
import { recordedPlayback } from '../support/recorded-playback';

const EXAMPLE: ExampleDto = exampleDto('https://content/ex', {
  timeSignature: '3/4',
  bpm: 60,
  score: { src: 'https://content/ex/score.svg', width: 945, height: 400 },
});
const voices = EXAMPLE.audio.voices!;

const SYNC = twoBarSync({
  soprano: [{ id: 's1', startMs: 0, endMs: 3000 }],
  alto: [{ id: 'a1', startMs: 3000, endMs: 6000 }],
});

const LOADED: LoadedExample = { example: EXAMPLE, svg: '<svg id="score"/>', syncText: JSON.stringify(SYNC) };

/** An `<audio>` as far as the player uses it: a new source loads its metadata, play and pause fire events. */
class FakeAudio extends EventTarget {
  currentTime = 0;
  duration = 6;
  paused = true;
  ended = false;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  preservesPitch = true;
  #src = '';
  get src() {
    return this.#src;
  }
  set src(url: string) {
    this.#src = url;
    queueMicrotask(() => this.dispatchEvent(new Event('loadedmetadata')));
  }
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

const noFrames: FrameScheduler = { request: () => 0, cancel: () => undefined, now: () => 0 };
const settle = async () => {
  for (let i = 0; i < 8; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function examplePlayer(load: () => Promise<LoadedExample> = async () => LOADED) {
  const { reports, playback } = recordedPlayback();
  const logs: string[] = [];
  const example = createExamplePlayer({
    load,
    global: signal({ preferredVoice: '' as const, showHighlighter: true, viewportFocusOffset: 0 }),
    preparePage: (markup) => markup,
    now: () => 0,
    log: (message) => logs.push(message),
    playback,
    frames: noFrames,
  });
  return { example, reports, logs };
}

function ready(state: ExampleState) {
  if (state.status !== 'ready') throw new Error(`not ready: ${state.status}`);
  return state;
}

/** Connects the example to a fake `<audio>`, recording what the score is marked with. */
async function connected(example: ReturnType<typeof examplePlayer>['example']) {
  const audio = new FakeAudio();
  const marks: (Highlight | null)[] = [];
  const presenter: ScorePresenter = {
    mark: (highlight) => marks.push(highlight),
    renderNow: (update) => update(),
  };
  const stop = example.connect(audio as unknown as HTMLAudioElement, presenter);
  await settle();
  return { audio, marks, stop, player: ready(example.state.value).player };
}

describe('musical example player (the editions’ player controller)', () => {
  it('plays the example as one page of one part, its recording and score ready', async () => {
    const { example } = examplePlayer();
    example.start();
    await settle();
    const { audio, player } = await connected(example);
    const part = player.part.value;
    expect(part.status).toBe('ready');
    if (part.status === 'ready') expect(part.pages).toEqual([{ number: 1, svg: '<svg id="score"/>' }]);
    expect(audio.src).toBe(EXAMPLE.audio.src);
    expect(player.durationMs.value).toBe(6000);
    expect(player.manifest.voices).toEqual(['soprano', 'alto', 'tenore', 'basso']);
  });

  it('emphasises the chosen voice (its own recording, at the same place) and marks its notes', async () => {
    const { example } = examplePlayer();
    example.start();
    await settle();
    const { audio, marks, player } = await connected(example);
    player.seek(3500);
    player.save({ preferredVoice: 'alto' });
    await settle();
    expect(audio.src).toBe(voices.alto);
    expect(audio.currentTime).toBeCloseTo(3.5, 3);
    expect(marks.at(-1)).toMatchObject({ measureId: 'm2', noteIds: ['a1'] });
  });

  it('plays slower without a lower pitch, and loops between two bars', async () => {
    const { example } = examplePlayer();
    example.start();
    await settle();
    const { audio, player } = await connected(example);
    player.setTempo(70);
    expect(audio.playbackRate).toBeCloseTo(0.7, 9);
    expect(audio.preservesPitch).toBe(true);
    player.stepLoop();
    player.seek(3500);
    player.stepLoop();
    expect(player.loop.value).toEqual({ state: 'on', from: '1', to: '2' });
  });

  it('offers no voices for an example without voice recordings (a topic kept before they came)', async () => {
    const { audio: _, ...full } = EXAMPLE;
    const plain = { ...full, audio: { src: EXAMPLE.audio.src, type: 'audio/mp4' } };
    const { example } = examplePlayer(async () => ({ ...LOADED, example: plain }));
    example.start();
    await settle();
    const { player } = await connected(example);
    expect(player.manifest.voices).toEqual([]);
  });

  it('says so when it cannot load, logs it, and loads again on retry', async () => {
    let calls = 0;
    const { example, logs } = examplePlayer(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return LOADED;
    });
    example.start();
    await settle();
    expect(example.state.value.status).toBe('error');
    expect(logs).toContain('Musical example could not be loaded');
    example.retry();
    await settle();
    expect(example.state.value.status).toBe('ready');
  });

  it('shows a broken sync map as a failed load instead of playing it', async () => {
    const { example, logs } = examplePlayer(async () => ({ ...LOADED, syncText: '{"bars":"none"}' }));
    example.start();
    await settle();
    const { player } = await connected(example);
    expect(player.part.value.status).toBe('error');
    expect(logs).toContain('Part could not be loaded');
  });

  it('gives a kept topic’s files back when the example is left, and ignores a load answered after', async () => {
    let released = 0;
    let answer: (loaded: LoadedExample) => void = () => undefined;
    const { example } = examplePlayer();
    const late = createExamplePlayer({
      load: (keep) => {
        keep(() => released++);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
      global: signal({ preferredVoice: '' as const, showHighlighter: true, viewportFocusOffset: 0 }),
      preparePage: (markup) => markup,
      now: () => 0,
      log: () => undefined,
    });
    const stop = late.start();
    stop();
    expect(released).toBe(1);
    answer(LOADED);
    await settle();
    expect(late.state.value.status).toBe('loading');
    expect(example.state.value.status).toBe('loading');
  });

  it('reports the share listened at a pause and all of it at the end; leaving pauses', async () => {
    const { example, reports } = examplePlayer();
    example.start();
    await settle();
    const { audio, player, stop } = await connected(example);
    player.toggle();
    audio.currentTime = 3;
    player.toggle();
    audio.dispatchEvent(new Event('ended'));
    expect(reports).toEqual([['paused', { time: 3, duration: 6 }], ['ended']]);
    player.toggle();
    stop();
    expect(audio.paused).toBe(true);
    // Leaving is no listening report of its own.
    expect(reports).toHaveLength(2);
  });
});
