/**
 * A musical example without its view. It loads the example (description, score and sync map) and
 * plays it through the editions' player controller (player/player-controller.ts) as a one-page
 * edition (example-edition.ts): play and pause, the sounding bar and the chosen voice's notes,
 * bar clicks, tempo, voice emphasis and the A-B loop are the player's. Its choices live as long as
 * the example is shown, starting from the account's (its preferred voice, the highlighter). What
 * was listened to is reported as progress.
 */
import { effect, type ReadonlySignal, signal, untracked } from '@preact/signals-core';
import type { ExampleDto } from '../contract/api';
import { createAudioEngine } from '../player/audio-engine';
import { createPageTurnSettings } from '../player/page-turn-settings';
import type { PreparePage } from '../player/part-loader';
import { PRINTED } from '../player/part-loader';
import { createPlayerController, type PlayerController } from '../player/player-controller';
import type { FrameScheduler, ScorePresenter } from '../player/score-follower';
import type { WorkSettingsDeps } from '../player/work-settings';
import type { PlaybackProgress } from '../progress/progress-reporter';
import { createPersistence, memoryStorage } from '../store/persistence';
import { createPlayerSettingsStore } from '../store/player-settings-store';
import { exampleEdition, type LoadedExample } from './example-edition';

export type ExampleState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; example: ExampleDto; player: PlayerController };

/** What is reported of the recording's element (an `HTMLAudioElement`). */
export interface ListenedMedia extends EventTarget {
  readonly currentTime: number;
  readonly duration: number;
}

export interface ExamplePlayerDeps {
  /** Loads the example; `keep` receives the release of a kept topic's files it plays from. */
  load(keep: (release: () => void) => void): Promise<LoadedExample>;
  /** The account's settings a work starts from (preferred voice, highlighter). */
  global: WorkSettingsDeps['global'];
  /** The score's SVG made ready to show (sanitised: the view's work). */
  preparePage: PreparePage;
  now(): number;
  log(message: string, detail?: unknown): void;
  playback?: PlaybackProgress | undefined;
  frames?: FrameScheduler;
}

/** Reports a pause (the share heard) and the end; leaving reports nothing. */
function reportListening(element: ListenedMedia, playback: PlaybackProgress): () => void {
  const paused = () => playback.paused({ time: element.currentTime, duration: element.duration });
  const ended = () => playback.ended();
  element.addEventListener('pause', paused);
  element.addEventListener('ended', ended);
  return () => {
    element.removeEventListener('pause', paused);
    element.removeEventListener('ended', ended);
  };
}

export function createExamplePlayer(deps: ExamplePlayerDeps) {
  const attempt = signal(0);
  const state = signal<ExampleState>({ status: 'loading' });

  function controllerFor(loaded: LoadedExample): PlayerController {
    const { manifest, source } = exampleEdition(loaded);
    // Kept in memory: an example's voice or tempo is no setting of a work to sync.
    const memory = createPersistence(memoryStorage(), deps.log);
    const controller = createPlayerController({
      articleId: manifest.articleId,
      source,
      manifest,
      settings: { store: createPlayerSettingsStore(memory), global: deps.global },
      pageTurns: createPageTurnSettings(memory),
      preparePage: deps.preparePage,
      now: deps.now,
      log: deps.log,
      ...(deps.frames ? { frames: deps.frames } : {}),
    });
    // An example has its one printed page only (no screen layout): it loads at once.
    controller.setLayout(PRINTED);
    return controller;
  }

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
          if (!cancelled)
            state.value = { status: 'ready', example: loaded.example, player: controllerFor(loaded) };
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

  return {
    state: state as ReadonlySignal<ExampleState>,

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

    /**
     * Plays the loaded example on `element`, its score marked by `presenter`, until the returned
     * function is called (the audio then pauses).
     */
    connect(element: HTMLAudioElement, presenter: ScorePresenter): () => void {
      const ready = state.peek();
      if (ready.status !== 'ready') return () => undefined;
      const stop = ready.player.connect(createAudioEngine(element, deps.log), presenter);
      const stopReports = deps.playback ? reportListening(element, deps.playback) : () => undefined;
      return () => {
        // What was heard counts at a pause and at the end, not as the example goes away.
        stopReports();
        stop();
      };
    },
  };
}

export type ExamplePlayer = ReturnType<typeof createExamplePlayer>;
