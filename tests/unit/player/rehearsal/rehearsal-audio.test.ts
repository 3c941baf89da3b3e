import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRehearsalAudio } from '../../../../src/core/player/rehearsal/rehearsal-audio';
import type { SyncBar } from '../../../../src/core/score/manifest';

/**
 * The count-in in a browser that will not run its audio: a context kept suspended (no audio
 * device, an autoplay rule) or one that says it runs with its clock at 0 (WebKitGTK). The
 * recording must still start on the downbeat, counted on the page's clock.
 */
function fakeAudioContext(state: AudioContextState) {
  const node = () => ({
    connect: (next: unknown) => next,
    disconnect() {},
    start() {},
    stop() {},
    frequency: { value: 0, setValueAtTime() {} },
    gain: { value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {}, linearRampToValueAtTime() {} },
  });
  return class {
    state = state;
    currentTime = 0;
    destination = {};
    createOscillator = node;
    createGain = node;
    resume = () => Promise.resolve();
    close = () => Promise.resolve();
  };
}

/** Four bars of 4/4 at 120 bpm: 500 ms a beat. */
const bars: SyncBar[] = [0, 1, 2, 3].map((index) => ({
  index,
  measureId: `m${index}`,
  n: String(index + 1),
  page: 1,
  startMs: index * 2000,
  endMs: (index + 1) * 2000,
  meter: '4/4',
}));

describe('the count-in without running audio', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  for (const state of ['suspended', 'running'] as const) {
    it(`counts one bar on the page clock and starts the recording (a context ${state}, its clock still)`, () => {
      vi.stubGlobal('AudioContext', fakeAudioContext(state));
      const engine = createRehearsalAudio();
      const beats: number[] = [];
      let downbeat = 0;
      engine.countIn(
        bars,
        1,
        100,
        () => downbeat++,
        (beat) => beats.push(beat),
      );
      // A still clock is noticed after a quarter second: the count-in is that much later.
      const noticed = state === 'running' ? 260 : 0;
      vi.advanceTimersByTime(1900 + noticed);
      expect(downbeat).toBe(0);
      vi.advanceTimersByTime(300);
      expect(beats).toEqual([1, 2, 3, 4]);
      expect(downbeat).toBe(1);
      engine.dispose();
    });
  }
});
