import { describe, expect, it } from 'vitest';
import { createAudioEngine } from '../../../src/core/player/audio-engine';

describe('the player audio engine', () => {
  it('keeps the pitch at a slower tempo, also in Safari before 15.4 (its prefixed property)', () => {
    const element = Object.assign(new EventTarget(), {
      playbackRate: 1,
      defaultPlaybackRate: 1,
    }) as unknown as HTMLAudioElement & { webkitPreservesPitch?: boolean };
    createAudioEngine(element, () => undefined).setTempo(80);
    expect(element.playbackRate).toBeCloseTo(0.8, 9);
    expect(element.preservesPitch).toBe(true);
    expect(element.webkitPreservesPitch).toBe(true);
  });
});
