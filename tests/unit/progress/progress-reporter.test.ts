import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LearnElementMetadata } from '../../../src/core/contract/api';
import { createCore } from '../../../src/core/core';
import {
  createProgressReporter,
  type ElementProgress,
  progressReporterOf,
} from '../../../src/core/progress/progress-reporter';
import { PLAYING_REPORT_MS, SEND_SOON_MS } from '../../../src/core/progress/progress-timing';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { isBackgroundWrite } from '../../../src/core/util/background-writes';
import { DEMO_USER, fakeEnvironment } from '../support/fake-environment';

/** A reporter on fake timers, recording what it stores and when it asks the outbox to send. */
function reporter(metadata: LearnElementMetadata[] = []) {
  const stored: { id: number; percent: number; soon: boolean; background: boolean }[] = [];
  let flushes = 0;
  const progress = createProgressReporter({
    metadata: signal(metadata),
    reportProgress: (id, percent, { soon }) =>
      void stored.push({ id, percent, soon, background: isBackgroundWrite() }),
    flush: async () => void flushes++,
    whenIdle: (work) => void setTimeout(work, 0),
    now: () => Date.now(),
  });
  return { progress, stored, flushes: () => flushes };
}

/** A video's clock, as `timeupdate` gives it (about four times a second), from `from` to `to` seconds. */
function play(element: ElementProgress, from: number, to: number) {
  const clock = element.playback();
  for (let time = from; time <= to; time += 0.25) {
    clock.time({ time, duration: 100, playing: true });
    vi.advanceTimersByTime(250);
  }
  return clock;
}

describe('progress reporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stores a playing video’s clock at most every 5 s, in the background, to be sent soon', () => {
    const { progress, stored } = reporter();
    const element = progress.element(14);
    play(element, 0, 19.75);
    expect(stored).toEqual(
      [0, 5, 10, 15].map((percent) => ({ id: 14, percent, soon: true, background: true })),
    );
  });

  it('stores a pause at once, to be sent now, and counts the 5 s from it', () => {
    const { progress, stored } = reporter();
    const clock = play(progress.element(14), 0, 2);
    clock.paused({ time: 2.25, duration: 100 });
    expect(stored.at(-1)).toEqual({ id: 14, percent: 2, soon: false, background: false });
    vi.advanceTimersByTime(PLAYING_REPORT_MS - 1);
    clock.time({ time: 3, duration: 100, playing: false });
    expect(stored).toHaveLength(2);
    vi.advanceTimersByTime(1);
    // The clock of a paused video (a seek) is stored to be sent now.
    clock.time({ time: 40, duration: 100, playing: false });
    expect(stored.at(-1)).toEqual({ id: 14, percent: 40, soon: false, background: false });
  });

  it('stores 100 at the end, and where the player was when it goes away unless it never started', () => {
    const { progress, stored } = reporter();
    const clock = progress.element(14).playback();
    clock.ended();
    clock.left({ time: 0, duration: 100 });
    clock.left({ time: 33.4, duration: 100 });
    // An unknown duration counts as 0.
    clock.left({ time: 12, duration: Number.NaN });
    expect(stored.map(({ percent, soon }) => [percent, soon])).toEqual([
      [100, false],
      [33, false],
      [0, false],
    ]);
  });

  it('gives each playback its own 5 s: a new source’s first report is stored', () => {
    const { progress, stored } = reporter();
    const element = progress.element(14);
    play(element, 0, 1);
    play(element, 1.25, 2);
    expect(stored.map((s) => s.percent)).toEqual([0, 1]);
  });

  it('stores a lesson’s own report at once, to be sent now, and then tells the page', () => {
    const { progress, stored } = reporter();
    const told: number[] = [];
    progress.element(13, () => told.push(stored.length)).report(17);
    expect(stored).toEqual([{ id: 13, percent: 17, soon: false, background: false }]);
    expect(told).toEqual([1]);
  });

  it('keeps an opened element’s progress, stored in the background, and sends it once the page is idle', () => {
    const { progress, stored, flushes } = reporter([
      { learnElementId: 12, learnElementProgress: 70, maxProgress: 80 },
    ]);
    progress.opened(12);
    progress.opened(31);
    expect(stored).toEqual([
      { id: 12, percent: 70, soon: true, background: true },
      { id: 31, percent: 0, soon: true, background: true },
    ]);
    expect(flushes()).toBe(0);
    vi.runAllTimers();
    expect(flushes()).toBe(2);
  });
});

describe('progress of a playing video on a real core', () => {
  it('goes to the server once per half minute, and at once on pause', async () => {
    const fake = fakeEnvironment(({ method, url }) =>
      url.pathname.endsWith('/auth/usersettings') && method === 'PATCH' ? { body: {} } : undefined,
    );
    fake.storage.setItem(STORAGE_KEYS.token, 'token');
    fake.storage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
    const core = createCore(fake.env);
    const patches = () =>
      fake.requests
        .filter((r) => r.method === 'PATCH')
        .map((r) => (r.body as { learnElementMetadata: LearnElementMetadata[] }).learnElementMetadata[0]!);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    const clock = progressReporterOf(core).element(14).playback();
    // 40 s of a 100 s video, a `timeupdate` every 250 ms.
    for (let time = 0; time < 40; time += 0.25) {
      clock.time({ time, duration: 100, playing: true });
      fake.advance(250);
      await settle();
      if (time === SEND_SOON_MS / 1000 - 0.5) expect(patches()).toEqual([]);
    }
    // Stored every 5 s; sent once, 30 s after the first.
    expect(core.auth.learnElementMetadata.value[0]?.learnElementProgress).toBe(35);
    expect(patches().map((m) => m.learnElementProgress)).toEqual([25]);
    clock.paused({ time: 40, duration: 100 });
    await settle();
    expect(patches().map((m) => m.learnElementProgress)).toEqual([25, 40]);
    // Nothing waits any more: the half-minute timer sends nothing.
    fake.advance(SEND_SOON_MS);
    await settle();
    expect(patches()).toHaveLength(2);
  });
});
