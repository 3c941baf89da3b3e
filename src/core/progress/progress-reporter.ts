/**
 * When a learning element's progress is stored and sent: the one place that decides it. The views
 * say what happened (an element opened, a text read to its end, a step ticked; a player's time,
 * duration and whether it plays); the reporter stores each report with the session at once, or,
 * from a playing clock, at most every few seconds as a write whose re-render may wait, and lets
 * those wait for the outbox to send them with the next change (progress-timing.ts says how long).
 */
import type { ReadonlySignal } from '@preact/signals-core';
import type { LearnElementMetadata } from '../contract/api';
import type { Core } from '../core';
import { percentOf } from '../learning/progress';
import { inBackground } from '../util/background-writes';
import { afterLoadWhenIdle } from '../util/when-idle';
import { PLAYING_REPORT_MS } from './progress-timing';

/** Where a player is, in seconds, as a media element says it (an unknown duration is NaN). */
export interface PlaybackPosition {
  time: number;
  duration: number;
}

/** The reports of one playback (a video's source, a recording): its clock and its pause, end and leaving. */
export interface PlaybackProgress {
  /** The clock moved (`timeupdate`); `playing`: it runs (stored at most every {@link PLAYING_REPORT_MS}). */
  time(at: PlaybackPosition & { playing: boolean }): void;
  paused(at: PlaybackPosition): void;
  ended(): void;
  /** The player goes away (the lesson is left, another source plays): stored unless never started. */
  left(at: PlaybackPosition): void;
}

/** One element's progress reports. */
export interface ElementProgress {
  /** A lesson's own report (read to its end, a step ticked): stored and sent at once. */
  report(percent: number): void;
  /** The reports of a new playback of the element's video or recording. */
  playback(): PlaybackProgress;
}

export interface ProgressReporterDeps {
  /** The learner's progress as stored (an opened element keeps its own). */
  metadata: ReadonlySignal<readonly LearnElementMetadata[]>;
  /** Stores a report; `soon`: it may wait for the next change before it is sent (session.ts). */
  reportProgress(learnElementId: number, percent: number, options: { soon: boolean }): void;
  /** Sends the outbox now. */
  flush(): Promise<void>;
  /** Runs work once the page has loaded and is idle (util/when-idle.ts). */
  whenIdle(work: () => void): void;
  now(): number;
}

export function createProgressReporter(deps: ProgressReporterDeps) {
  return {
    /**
     * An opened element becomes the current one (the start page's "continue"), keeping its progress.
     * Nothing on screen changes: its re-render may wait. It goes to the server once the page has
     * loaded and is idle (another device's "continue" shows it seconds later), not while the
     * lesson's first view loads: on a phone the upload held up its video. Leaving sooner sends it
     * too (page-core.ts).
     */
    opened(learnElementId: number): void {
      const entry = deps.metadata.peek().find((m) => m.learnElementId === learnElementId);
      inBackground(() =>
        deps.reportProgress(learnElementId, entry?.learnElementProgress ?? 0, { soon: true }),
      );
      deps.whenIdle(() => void deps.flush());
    },

    /** The reports of element `learnElementId`; `onStored` runs after each is stored (`choir-progress`). */
    element(learnElementId: number, onStored?: () => void): ElementProgress {
      const store = (percent: number, playing = false) => {
        const write = () => {
          deps.reportProgress(learnElementId, percent, { soon: playing });
          onStored?.();
        };
        // A playing clock's reports change only the progress shown: their re-render may wait
        // (util/background-writes.ts), and so may their request.
        if (playing) inBackground(write);
        else write();
      };
      return {
        report: (percent) => store(percent),
        playback() {
          let storedAt = Number.NEGATIVE_INFINITY;
          return {
            time({ time, duration, playing }) {
              const now = deps.now();
              if (now - storedAt < PLAYING_REPORT_MS) return;
              storedAt = now;
              store(percentOf(time, duration), playing);
            },
            paused({ time, duration }) {
              storedAt = deps.now();
              store(percentOf(time, duration));
            },
            ended: () => store(100),
            left({ time, duration }) {
              if (time > 0) store(percentOf(time, duration));
            },
          };
        },
      };
    },
  };
}

export type ProgressReporter = ReturnType<typeof createProgressReporter>;

const reporters = new WeakMap<object, ProgressReporter>();

/**
 * The progress reporter of a core, created once per core by the first lesson shown (so the pages
 * without lessons do not carry its code).
 */
export function progressReporterOf(core: Pick<Core, 'auth' | 'session' | 'sync' | 'env'>): ProgressReporter {
  let reporter = reporters.get(core);
  if (!reporter) {
    reporter = createProgressReporter({
      metadata: core.auth.learnElementMetadata,
      reportProgress: (id, percent, options) => core.session.reportProgress(id, percent, options),
      flush: () => core.sync.flush(),
      whenIdle: (work) => afterLoadWhenIdle(work),
      now: core.env.now,
    });
    reporters.set(core, reporter);
  }
  return reporter;
}
