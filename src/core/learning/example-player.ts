/**
 * A musical example without its view: its loading (description, score and sync map), its
 * recording's play and pause, where it is (following the audio each frame while it plays), the bar
 * that sounds (the score sync maths, score/sync.ts), a click on a bar playing from there, and
 * the share listened reported as progress. Its state is signals the view renders; tested without
 * a browser (the recording and the frames come in).
 */
import { batch, computed, effect, type ReadonlySignal, signal, untracked } from '@preact/signals-core';
import { browserFrames, type FrameScheduler } from '../player/score-follower';
import type { PlaybackProgress } from '../progress/progress-reporter';
import { soundingBar } from '../score/sync';
import type { LoadedExample } from './example-loader';

export type ExampleState =
  | { status: 'loading' }
  | { status: 'error' }
  | ({ status: 'ready' } & LoadedExample);

/** What the player uses of the recording's element (an `HTMLAudioElement`). */
export interface ExampleMedia extends EventTarget {
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
}

export interface ExamplePlayerDeps {
  /** Loads the example; `keep` receives the release of a kept topic's files it plays from. */
  load(keep: (release: () => void) => void): Promise<LoadedExample>;
  log(message: string, detail?: unknown): void;
  playback?: PlaybackProgress | undefined;
  frames?: FrameScheduler;
}

export function createExamplePlayer(deps: ExamplePlayerDeps) {
  const frames = deps.frames ?? browserFrames;
  const attempt = signal(0);
  const state = signal<ExampleState>({ status: 'loading' });
  const playing = signal(false);
  const timeMs = signal(0);
  const ready = computed(() => (state.value.status === 'ready' ? state.value : null));
  const bars = computed(() => ready.value?.sync.bars ?? []);
  let media: ExampleMedia | null = null;

  function load(): () => void {
    let cancelled = false;
    let release: (() => void) | undefined;
    state.value = { status: 'loading' };
    deps
      .load((kept) => {
        release = kept;
      })
      .then(
        (loaded) => {
          if (!cancelled) state.value = { status: 'ready', ...loaded };
        },
        (error: unknown) => {
          deps.log('Musical example could not be loaded', error);
          if (!cancelled) state.value = { status: 'error' };
        },
      );
    return () => {
      cancelled = true;
      release?.();
    };
  }

  /** Follows the audio smoothly while it plays. */
  function follow(element: ExampleMedia): () => void {
    let frame = frames.request(function tick() {
      timeMs.value = element.currentTime * 1000;
      frame = frames.request(tick);
    });
    return () => frames.cancel(frame);
  }

  function seek(ms: number) {
    if (!media) return;
    media.currentTime = ms / 1000;
    timeMs.value = ms;
  }

  function toggle() {
    if (!media) return;
    if (media.paused) void media.play().catch((error: unknown) => deps.log('Audio could not play', error));
    else media.pause();
  }

  return {
    state: state as ReadonlySignal<ExampleState>,
    playing: playing as ReadonlySignal<boolean>,
    timeMs: timeMs as ReadonlySignal<number>,
    durationMs: computed(() =>
      ready.value ? ready.value.example.durationMs || ready.value.sync.durationMs : 0,
    ),
    /** The sounding bar, once playback has started (at 0:00 nothing is marked yet). */
    currentBar: computed(() =>
      playing.value || timeMs.value > 0 ? soundingBar(bars.value, timeMs.value) : null,
    ),

    /** Loads the example (again after {@link retry}) until the returned function is called. */
    start(): () => void {
      return effect(() => {
        attempt.value;
        return untracked(load);
      });
    },

    retry() {
      attempt.value++;
    },

    /** Follows the recording's element until the returned function is called. */
    connect(element: ExampleMedia): () => void {
      media = element;
      const at = () => ({ time: element.currentTime, duration: element.duration });
      const onPlay = () => {
        playing.value = true;
      };
      const onPause = () => {
        playing.value = false;
        deps.playback?.paused(at());
      };
      const onEnded = () => {
        batch(() => {
          playing.value = false;
          timeMs.value = 0;
        });
        deps.playback?.ended();
      };
      const onTime = () => {
        if (!playing.peek()) timeMs.value = element.currentTime * 1000;
      };
      const events = { play: onPlay, pause: onPause, ended: onEnded, timeupdate: onTime };
      for (const [name, listener] of Object.entries(events)) element.addEventListener(name, listener);
      const stopFollowing = effect(() => (playing.value ? untracked(() => follow(element)) : undefined));
      // Leaving reports nothing: what was heard counts at a pause and at the end.
      return () => {
        stopFollowing();
        for (const [name, listener] of Object.entries(events)) element.removeEventListener(name, listener);
        media = null;
      };
    },

    toggle,
    seek,

    /** A click on bar `measureId` of the score: plays from its start. */
    playFromBar(measureId: string) {
      const bar = bars.peek().find((b) => b.measureId === measureId);
      if (!bar) return;
      seek(bar.startMs);
      if (media?.paused) toggle();
    },
  };
}

export type ExamplePlayer = ReturnType<typeof createExamplePlayer>;
