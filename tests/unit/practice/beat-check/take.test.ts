import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { LumaFrame } from '../../../../src/core/practice/beat-check/detector';
import { createBeatCheckTake } from '../../../../src/core/practice/beat-check/take';

/** A still grey picture at `time` (s): nothing moves, no beat is found. */
const still = (time: number): LumaFrame => ({
  width: 16,
  height: 12,
  luma: new Uint8Array(16 * 12).fill(90),
  time,
});

/**
 * Issue 40: with nobody in the picture, the Beat check's click timeline stayed at one line. The
 * panel drew the clicks only when a beat or the picture's status changed; an empty picture
 * changes neither after its first seconds. The clicks heard are a signal of their own.
 */
describe('a take with nobody in the picture', () => {
  it('tells its watchers of every click heard, although no beat comes', () => {
    const take = createBeatCheckTake({ beatsPerBar: 4 });
    const seen: number[] = [];
    const stop = effect(() => {
      seen.push(take.clicks.value.length);
    });
    // 20 frames a second for 4 s; the metronome schedules a click every 0.6 s, 0.1 s ahead.
    const clickTimes = Array.from({ length: 7 }, (_, index) => 0.2 + index * 0.6);
    for (let frame = 0; frame < 80; frame++) {
      const time = frame / 20;
      const scheduled = clickTimes.filter((click) => click <= time + 0.1);
      take.addClicks(scheduled.map((click, index) => ({ time: click, beat: index % 4 })));
      take.addFrame(still(time));
    }
    stop();
    expect(take.ictus.value).toEqual([]);
    expect(take.clicks.value.map((click) => click.time)).toEqual(clickTimes);
    // Once with none, then once per click: no more (each frame would redraw the panel).
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
