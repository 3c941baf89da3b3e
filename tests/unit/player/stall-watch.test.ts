import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedAhead, STALL_MS, watchStalls } from '../../../src/core/player/stall-watch';

/** A media element whose clock the test moves, loaded over `ranges` (s). */
function fakeMedia(ranges: [number, number][], duration = 68) {
  const media = Object.assign(new EventTarget(), {
    currentTime: 0,
    paused: true,
    ended: false,
    seeking: false,
    duration,
    playbackRate: 1,
    buffered: {
      length: ranges.length,
      start: (index: number) => ranges[index]![0],
      end: (index: number) => ranges[index]![1],
    } as TimeRanges,
  });
  const play = () => {
    media.paused = false;
    media.dispatchEvent(new Event('play'));
  };
  return { media, play };
}

describe('waking a stalled audio clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const watch = (media: ReturnType<typeof fakeMedia>['media']) => {
    const restore = vi.fn(() => {
      media.playbackRate = 1;
    });
    watchStalls(media as unknown as HTMLMediaElement, restore, () => Date.now());
    return restore;
  };

  it('nudges the rate of a clock that stands still with its sound loaded, then restores it', () => {
    const { media, play } = fakeMedia([[0, 68]]);
    const restore = watch(media);
    play();
    media.currentTime = 0.05;
    vi.advanceTimersByTime(STALL_MS + 500);
    expect(media.playbackRate).toBeCloseTo(1.01, 9);
    vi.advanceTimersByTime(100);
    expect(restore).toHaveBeenCalledTimes(1);
    expect(media.playbackRate).toBe(1);
  });

  it('leaves a clock that moves alone', () => {
    const { media, play } = fakeMedia([[0, 68]]);
    const restore = watch(media);
    play();
    for (let step = 0; step < 10; step++) {
      media.currentTime += 0.5;
      vi.advanceTimersByTime(500);
    }
    expect(media.playbackRate).toBe(1);
    expect(restore).not.toHaveBeenCalled();
  });

  it('leaves a clock that waits for the network, a paused one and a seeking one alone', () => {
    const waiting = fakeMedia([[0, 0.3]]);
    watch(waiting.media);
    waiting.play();
    const seeking = fakeMedia([[0, 68]]);
    watch(seeking.media);
    seeking.play();
    seeking.media.seeking = true;
    const paused = fakeMedia([[0, 68]]);
    watch(paused.media);
    paused.play();
    paused.media.paused = true;
    paused.media.dispatchEvent(new Event('pause'));
    vi.advanceTimersByTime(10 * STALL_MS);
    for (const { media } of [waiting, seeking, paused]) expect(media.playbackRate).toBe(1);
  });
});

describe('sound loaded ahead of the playhead', () => {
  it('counts two seconds ahead, or up to the end', () => {
    expect(loadedAhead({ currentTime: 1, duration: 68, buffered: ranges([[0, 3.1]]) })).toBe(true);
    expect(loadedAhead({ currentTime: 1, duration: 68, buffered: ranges([[0, 2.5]]) })).toBe(false);
    expect(loadedAhead({ currentTime: 67, duration: 68, buffered: ranges([[60, 68]]) })).toBe(true);
    expect(
      loadedAhead({
        currentTime: 5,
        duration: 68,
        buffered: ranges([
          [0, 2],
          [6, 68],
        ]),
      }),
    ).toBe(false);
  });
});

function ranges(list: [number, number][]): TimeRanges {
  return { length: list.length, start: (index) => list[index]![0], end: (index) => list[index]![1] };
}
