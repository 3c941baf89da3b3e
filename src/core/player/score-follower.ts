/**
 * The player's clock chain: audio position -> highlighted bar and notes -> turned page -> the
 * clock shown in the controls. While playing it follows the audio on every animation frame,
 * showing where the audio will be when the frame is seen (frame-clock.ts), and keeps an A-B loop.
 */
import { signal } from '@preact/signals-core';
import type { Voice } from '../contract/api';
import type { SyncMap } from '../score/manifest';
import { type BarLoop, type Highlight, highlightAt, loopJump, pageAt, sameHighlight } from '../score/sync';
import type { AudioEngine } from './audio-engine';
import { createClockFit, createFrameTimer, presentedAudioMs } from './frame-clock';

/** The position shown in the controls is refreshed this often while playing (the score: every frame). */
export const CLOCK_INTERVAL_MS = 120;

/** The page turned to (with the reader's lookahead) and the page of the sounding bar. */
export interface PageView {
  turn: number;
  current: number;
}

/** What the view does for the chain: marking the score is DOM work, done outside any render. */
export interface ScorePresenter {
  mark(highlight: Highlight | null): void;
  /** Renders a change at once (a page turn made while a frame is produced is shown in that frame). */
  renderNow(update: () => void): void;
}

/** Animation frames and the wall clock they are timed by (a fake in tests). */
export interface FrameScheduler {
  request(callback: (frameMs: number) => void): number;
  cancel(id: number): void;
  now(): number;
}

export const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (id) => cancelAnimationFrame(id),
  now: () => performance.now(),
};

export interface FollowedSettings {
  voice: Voice | '';
  showHighlighter: boolean;
  lookahead: number;
}

export interface ScoreFollowerDeps {
  sync(): SyncMap | undefined;
  settings(): FollowedSettings;
  presenter(): ScorePresenter | null;
}

export function createScoreFollower(deps: ScoreFollowerDeps) {
  const view = signal<PageView | null>(null);
  const clock = signal(0);
  let lastHighlight: Highlight | null | undefined;
  let lastClock = Number.NEGATIVE_INFINITY;

  /**
   * Shows the score at `time`: highlight (DOM only), page turn and the controls' clock. `inFrame`:
   * called while an animation frame is produced, so a page turn is rendered in that same frame.
   */
  function show(time: number, force = false, inFrame = false) {
    const sync = deps.sync();
    if (!sync) return;
    const { voice, showHighlighter, lookahead } = deps.settings();
    const highlight = highlightAt(sync, voice, time);
    const marks = force || lastHighlight === undefined || !sameHighlight(highlight, lastHighlight);
    if (marks) {
      lastHighlight = highlight;
      deps.presenter()?.mark(showHighlighter ? highlight : null);
    }
    const turn = pageAt(sync.bars, time, lookahead) ?? 1;
    const current = highlight?.page ?? turn;
    const shown = view.peek();
    if (shown?.turn !== turn || shown?.current !== current) {
      const update = () => {
        view.value = { turn, current };
      };
      const presenter = deps.presenter();
      if (inFrame && presenter) presenter.renderNow(update);
      else update();
    }
    // The controls render when the clock moves: not in a frame that moves the highlight (it would
    // make that frame late), but in the next one.
    if (force || (!(marks && inFrame) && Math.abs(time - lastClock) >= CLOCK_INTERVAL_MS)) {
      lastClock = time;
      clock.value = time;
    }
  }

  /** Follows the audio on every frame until the returned function is called. */
  function follow(engine: AudioEngine, frames: FrameScheduler, loop: () => BarLoop | null): () => void {
    let frame = 0;
    let previous = engine.timeMs();
    const fit = createClockFit();
    const timer = createFrameTimer();
    const tick = (frameMs: number) => {
      const frameLength = timer.frame(frameMs);
      let now = engine.timeMs();
      const activeLoop = loop();
      const jump = loopJump(activeLoop, previous, now);
      if (jump !== null) {
        engine.seek(jump);
        now = jump;
      }
      previous = now;
      const rate = engine.rate();
      fit.add(frames.now(), now, rate);
      let shown = presentedAudioMs(fit, frameMs, frameLength, rate);
      // Inside an A-B loop the bar after its end is never shown: the audio jumps back first.
      if (activeLoop && now < activeLoop.endMs) shown = Math.min(shown, activeLoop.endMs - 1);
      show(shown, false, true);
      frame = frames.request(tick);
    };
    frame = frames.request(tick);
    return () => frames.cancel(frame);
  }

  return {
    view,
    /** The audio position shown in the controls (refreshed every `CLOCK_INTERVAL_MS` while playing). */
    clock,
    show,
    follow,
    /** The bar occurrence highlighted last, if any. */
    highlightedBar: () => lastHighlight?.barIndex,
    /** A new part: its first position is marked whatever was marked before. */
    forget() {
      lastHighlight = undefined;
    },
  };
}

export type ScoreFollower = ReturnType<typeof createScoreFollower>;
