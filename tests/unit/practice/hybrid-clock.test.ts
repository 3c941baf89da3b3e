import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHybridClock } from '../../../src/core/practice/hybrid-clock';
import type { ClickOutput } from '../../../src/core/practice/metronome';

/** A page clock under the test's control, and an audio context that may or may not run. */
function setup() {
  let pageMs = 10_000;
  vi.spyOn(performance, 'now').mockImplementation(() => pageMs);
  const context = { state: 'suspended' as AudioContextState, currentTime: 0 };
  const played: { time: number; accent: boolean }[] = [];
  const cancelled: number[] = [];
  const output: ClickOutput = {
    click: (time, accent) => void played.push({ time, accent }),
    cancelAfter: (time) => void cancelled.push(time),
  };
  const clock = createHybridClock(() => ({ context: context as unknown as BaseAudioContext, output }));
  return {
    clock,
    context,
    played,
    cancelled,
    pass(ms: number) {
      pageMs += ms;
      if (context.state === 'running') context.currentTime += ms / 1000;
    },
  };
}

describe('hybrid clock of the browser metronome', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs on the page clock while the audio is suspended, silently', () => {
    const { clock, played, pass } = setup();
    const start = clock.now();
    pass(500);
    expect(clock.now() - start).toBeCloseTo(0.5, 9);
    clock.output.click(clock.now() + 0.05, true);
    expect(played).toEqual([]);
  });

  it('joins the audio clock without a jump and hands over clicks not yet due', () => {
    const { clock, context, played, pass } = setup();
    pass(200);
    const before = clock.now();
    clock.output.click(before - 0.01, true); // already past: dropped
    clock.output.click(before + 0.3, false); // still ahead
    context.state = 'running';
    context.currentTime = 4; // the audio clock has its own origin
    const after = clock.now();
    expect(after).toBeCloseTo(before, 9);
    expect(played).toEqual([{ time: expect.closeTo(4.3, 9), accent: false }]);
    pass(1000);
    expect(clock.now() - after).toBeCloseTo(1, 9);
    clock.output.click(clock.now() + 0.1, true);
    expect(played[1]!.time).toBeCloseTo(5.1, 9);
    expect(clock.fromAudio(5.1)).toBeCloseTo(clock.now() + 0.1, 9);
  });

  it('falls back to the page clock when the audio stops, still without a jump', () => {
    const { clock, context, pass } = setup();
    context.state = 'running';
    pass(300);
    const before = clock.now();
    context.state = 'suspended';
    expect(clock.now()).toBeCloseTo(before, 9);
    pass(250);
    expect(clock.now() - before).toBeCloseTo(0.25, 9);
  });

  it('keeps the beat on the page clock while a "running" context keeps its clock still (WebKitGTK)', () => {
    const { clock, context, pass } = setup();
    context.state = 'running'; // says so, but its currentTime stays at 0
    const start = clock.now();
    expect(clock.onAudio()).toBe(true);
    for (let i = 0; i < 10; i++) {
      pass(100);
      context.currentTime = 0;
      clock.now();
    }
    expect(clock.onAudio()).toBe(false);
    // Still only while the stall was being noticed (a quarter second and one reading), then on.
    expect(clock.now() - start).toBeCloseTo(0.7, 6);
    // Once it moves, the clock joins it without a jump.
    const before = clock.now();
    context.currentTime = 0.5;
    expect(clock.now()).toBeCloseTo(before, 9);
    expect(clock.onAudio()).toBe(true);
  });

  it('withdraws clicks after a time on the audio output', () => {
    const { clock, context, cancelled } = setup();
    context.state = 'running';
    context.currentTime = 2;
    const now = clock.now();
    clock.output.cancelAfter(now);
    expect(cancelled[0]).toBeCloseTo(2, 9);
  });
});
