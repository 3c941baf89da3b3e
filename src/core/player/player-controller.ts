/**
 * The player without its view: which part is open and loaded, the audio of the chosen voice at the
 * right place, play and pause, seeking by time, bar, page and part, the A-B loop, tempo and the
 * per-work settings. Its state is signals the view renders; the clock chain (score-follower.ts)
 * marks the score and turns pages, and pages turned by hand show instead (hand-turns.ts). The
 * pages are the printed ones or a screen layout (part-layouts.ts). Tested without a browser: the
 * audio engine, the frames and the page preparation come in as dependencies.
 */
import { batch, computed, effect, type ReadonlySignal, signal, untracked } from '@preact/signals-core';
import type { EditionManifest } from '../score/manifest';
import { printedPageOf } from '../score/screen-pages';
import { barIndexAt, clampTempo, firstBarOnPage, occurrenceOf, stepBar } from '../score/sync';
import { inBackground } from '../util/background-writes';
import { createAbLoop } from './ab-loop';
import { type AudioChoice, createAudioChoice } from './audio-choice';
import type { AudioEngine } from './audio-engine';
import type { EditionSource } from './edition-source';
import { createHandTurns } from './hand-turns';
import type { PageTurnSettingsStore } from './page-turn-settings';
import { createPartLayouts, type LayoutProblem, relayoutWhenOnline, startingBar } from './part-layouts';
import {
  type LayoutWish,
  type LoadedPart,
  type PartState,
  type PreparePage,
  printedLayout,
  type ShownLayout,
} from './part-loader';
import {
  browserFrames,
  createScoreFollower,
  type FrameScheduler,
  type ScorePresenter,
} from './score-follower';
import { createWorkSettings, openingPlace, type WorkSettingsDeps } from './work-settings';

export interface PlayerControllerDeps {
  articleId: string;
  source: EditionSource;
  manifest: EditionManifest;
  settings: WorkSettingsDeps;
  /** How pages are turned at the music stand (the device's settings). */
  pageTurns: PageTurnSettingsStore;
  preparePage: PreparePage;
  /** The bar to open at (a link to a bar: `?bar=`), in the first part; else where the work was left. */
  startBar?: string | null;
  /** Where a programme opens the work (issue 39), instead of where it was left, and whether it plays. */
  opening?: { part: number; page: number; play: boolean } | null;
  now(): number;
  log(message: string, detail?: unknown): void;
  frames?: FrameScheduler;
  /** Runs `run` each time the browser is back online (default: its `online` event). */
  whenOnline?: (run: () => void) => () => void;
}

export function createPlayerController(deps: PlayerControllerDeps) {
  const { source, manifest } = deps;
  const frames = deps.frames ?? browserFrames;
  const work = createWorkSettings(deps.settings, deps.articleId, manifest.voices);
  const initial = deps.opening ?? openingPlace(work, manifest, deps.startBar);
  let startBar = deps.startBar ?? null;

  const partIndex = signal(initial.part);
  const attempt = signal(0);
  const part = signal<PartState>({ status: 'loading' });
  const playing = signal(false);
  const tempo = signal(100);
  const audioFailed = signal(false);
  const choices = createAudioChoice(manifest, partIndex, work);
  const ready = computed((): LoadedPart | null => (part.value.status === 'ready' ? part.value : null));
  /** The open part once loaded: the audio follows it, not its pages (a new layout keeps the audio playing). */
  const readyIndex = computed(() => ready.value?.index ?? null);
  const bars = computed(() => ready.value?.sync.bars ?? []);
  const abLoop = createAbLoop(bars);
  /** The layout shown: its page numbers over all parts stay while another part loads. */
  const layout = signal<ShownLayout>(printedLayout(manifest, initial.part));
  const layoutProblem = signal<LayoutProblem | null>(null);
  const layouts = createPartLayouts({ source, manifest, preparePage: deps.preparePage, log: deps.log });

  let engine: AudioEngine | null = null;
  let presenter: ScorePresenter | null = null;
  // Where a newly loaded part starts: the page asked for (contents, jump, last opened), on the layout
  // that numbers it (where the work was left is kept as a printed page).
  let startAt = { part: partIndex.peek(), page: initial.page, kind: 'printed' as ShownLayout['kind'] };
  /** Whether a newly loaded part starts playing (it does when the previous one was playing). */
  let resume = deps.opening?.play ?? false;
  let loadedPart: number | null = null;
  let audioUrl: string | null = null;

  const follower = createScoreFollower({
    sync: () => ready.peek()?.sync,
    settings: () => ({
      voice: work.voice.peek(),
      showHighlighter: work.showHighlighter.peek(),
      lookahead: work.lookahead.peek(),
    }),
    presenter: () => presenter,
  });
  const showNow = () => engine && follower.show(engine.timeMs(), true);

  const partPages = computed(() => layout.value.parts[partIndex.value] ?? []);
  const turns = createHandTurns({
    parts: computed(() => layout.value.parts),
    partPages,
    auto: follower.view,
    playing,
    settings: deps.pageTurns.settings,
    goToPage: (page) => jumpToPage(page),
    renderNow: (update) => (presenter ? presenter.renderNow(update) : update()),
  });
  const allPages = computed(() => layout.value.parts.flat());

  /**
   * Loads a part on the layout wished for. Another layout of the open part (a rotation, a new staff
   * size) replaces the pages shown when it is in, at the bar sounding; another part shows loading.
   */
  function startLoading(index: number, wished: LayoutWish): () => void {
    let current = true;
    const relayout = ready.peek()?.index === index;
    if (!relayout) part.value = { status: 'loading' };
    layouts.load(index, wished).then(
      ({ part: loaded, problem }) => {
        if (!current) return;
        batch(() => {
          layoutProblem.value = problem;
          layout.value = loaded.layout;
          part.value = { status: 'ready', ...loaded };
          if (relayout) turns.clear();
        });
        if (relayout) showNow();
      },
      (error: unknown) => {
        if (!current) return;
        deps.log('Part could not be loaded', error);
        part.value = { status: 'error', message: 'player.errors.failed' };
      },
    );
    return () => {
      current = false;
    };
  }

  /** Loads a part's audio (its voices apart or a voice's rendition); the same place when only the voice changed. */
  function loadAudio(audioEngine: AudioEngine, loaded: LoadedPart, choice: AudioChoice): () => void {
    if (!choice) return () => undefined;
    let cancelled = false;
    let at = 0;
    let autoplay = false;
    if (loadedPart === loaded.index) {
      at = audioEngine.timeMs();
      autoplay = audioEngine.playing();
    } else {
      const index = startAt.part === loaded.index ? startingBar(loaded, startAt, startBar) : -1;
      at = index >= 0 ? loaded.sync.bars[index]!.startMs : 0;
      autoplay = resume;
      follower.forget();
    }
    audioFailed.value = false;
    (async () => {
      const url = await source.mediaUrl(choice.path);
      if (cancelled) {
        source.release(url);
        return;
      }
      const previous = audioUrl;
      audioUrl = url;
      loadedPart = loaded.index;
      follower.show(at, true);
      const loadedOk = await audioEngine.load(url, at, autoplay, choice.channels);
      if (previous && previous !== url) source.release(previous);
      if (!loadedOk && choice.channels) throw new Error('The voices apart could not be loaded');
      follower.show(audioEngine.timeMs(), true);
    })().catch((error: unknown) => {
      deps.log('Audio could not be loaded', error);
      if (cancelled) return;
      // The voices apart failed (a host without CORS, a download without them): the renditions play.
      if (choice.channels) choices.fail();
      else audioFailed.value = true;
    });
    return () => {
      cancelled = true;
    };
  }

  /**
   * Remembers where the work was left (requirements R3.11, lastOpened). A background write, so the
   * player renders the new settings after a page turn's frame, not in it; after the effect that
   * calls it, whose batch would otherwise notify the player only once the write is over.
   */
  function rememberPage(index: number, shown: number) {
    const loaded = ready.peek();
    const page =
      loaded && loaded.layout.kind === 'screen' ? printedPageOf(loaded.sync, loaded.printed, shown) : shown;
    const last = work.settings.peek().lastOpened;
    if (page === undefined) return;
    if (last.part === index && last.page === page) return;
    queueMicrotask(() =>
      inBackground(() => work.save({ lastOpened: { ts: deps.now(), part: index, page } })),
    );
  }

  /** Moves the recording; the score shows its page again (a page turned by hand is let go). */
  function seek(ms: number) {
    turns.clear();
    engine?.seek(ms);
    follower.show(ms, true);
  }
  const currentBar = () => follower.highlightedBar() ?? barIndexAt(bars.peek(), engine?.timeMs() ?? 0);

  function goToPart(index: number, page = 0, play = engine?.playing() ?? false) {
    if (index < 0 || index >= manifest.parts.length) return;
    resume = play;
    engine?.pause();
    startAt = { part: index, page, kind: layout.peek().kind };
    startBar = null;
    abLoop.clear();
    if (index === partIndex.peek()) {
      const list = bars.peek();
      const bar = firstBarOnPage(list, page);
      seek(bar >= 0 ? list[bar]!.startMs : 0);
      if (resume) void engine?.play();
    } else {
      batch(() => {
        follower.view.value = null;
        partIndex.value = index;
      });
    }
  }

  function jumpToPage(page: number) {
    const target = layout.peek().parts.findIndex((pages) => pages.includes(page));
    if (target < 0) return;
    if (target !== partIndex.peek()) return goToPart(target, page);
    const list = bars.peek();
    const bar = firstBarOnPage(list, page);
    if (bar >= 0) seek(list[bar]!.startMs);
  }

  /**
   * Starts following an audio engine and a score; returns the function that stops, pauses the
   * audio and gives the edition's media back (the player closes).
   */
  function connect(audioEngine: AudioEngine, scorePresenter: ScorePresenter): () => void {
    engine = audioEngine;
    presenter = scorePresenter;
    [loadedPart, audioUrl] = [null, null];
    const stopListening = audioEngine.listen({
      play: () => {
        batch(() => {
          playing.value = true;
          turns.clear();
        });
      },
      pause: () => {
        playing.value = false;
        showNow();
      },
      ended: () => {
        playing.value = false;
      },
      seeked: () => {
        if (!audioEngine.playing()) showNow();
      },
      error: () => {
        if (audioUrl) audioFailed.value = true;
      },
    });
    const effects = [
      // First: whether the engine routes the voices decides which file the parts load.
      choices.connect(audioEngine),
      effect(() => {
        const index = partIndex.value;
        attempt.value;
        const wished = layouts.wish.value;
        return wished ? untracked(() => startLoading(index, wished)) : undefined;
      }),
      effect(() => {
        const index = readyIndex.value;
        if (index === null) return;
        // The file follows the open part and the choice, not its pages: a new layout keeps it playing.
        const choice = choices.of(index);
        return untracked(() => loadAudio(audioEngine, ready.peek()!, choice));
      }),
      effect(() => audioEngine.setTempo(tempo.value)),
      effect(() => {
        if (!playing.value || !ready.value) return;
        return untracked(() => follower.follow(audioEngine, frames, () => abLoop.active.peek()));
      }),
      // The highlighter, voice or lookahead changed: show it at once, also when paused.
      effect(() => {
        work.showHighlighter.value;
        work.voice.value;
        work.lookahead.value;
        untracked(showNow);
      }),
      turns.follow(),
      relayoutWhenOnline(layoutProblem, () => attempt.value++, deps.whenOnline),
      effect(() => {
        const loaded = ready.value;
        const index = partIndex.value;
        const page = turns.turnPage.value;
        if (loaded?.index === index && follower.view.value) untracked(() => rememberPage(index, page));
      }),
    ];
    return () => {
      for (const dispose of effects) dispose();
      stopListening();
      audioEngine.pause();
      source.release();
      engine = null;
      presenter = null;
    };
  }

  return {
    manifest,
    source,
    connect,
    partIndex: partIndex as ReadonlySignal<number>,
    part: part as ReadonlySignal<PartState>,
    playing: playing as ReadonlySignal<boolean>,
    tempo: tempo as ReadonlySignal<number>,
    audioFailed: audioFailed as ReadonlySignal<boolean>,
    /** The work's settings; views read the single values below (these change with every page turned). */
    settings: work.settings,
    showHighlighter: work.showHighlighter,
    lookahead: work.lookahead,
    zoom: work.zoom,
    voice: work.voice,
    mixer: work.mixer,
    mixing: choices.mixing,
    chooseVoice: work.chooseVoice,
    saveMixer: work.saveMixer,
    bars,
    /** The page turned to: by the recording (a lookahead early) or by hand. */
    turnPage: turns.turnPage,
    /** The pages on screen, left to right, and a half-page turn under way. */
    shownPages: turns.shown,
    /** "1–2": the pages on screen, for the page indicator. */
    pagesLabel: turns.label,
    canTurn: turns.canTurn,
    /** A page turn by hand (a pedal, a key, a swipe, a tap): the score only, unless the recording follows. */
    turn: turns.turn,
    setColumns: turns.setColumns,
    pageTurnSettings: deps.pageTurns.settings,
    savePageTurnSettings: deps.pageTurns.update,
    partPages,
    allPages,
    /** The audio position shown in the controls. */
    timeMs: follower.clock,
    barLabel: computed(() => bars.value[barIndexAt(bars.value, follower.clock.value)]?.n ?? '–'),
    durationMs: computed(
      () => ready.value?.sync.durationMs ?? manifest.parts[partIndex.value]?.durationMs ?? 0,
    ),
    /** Width / height of the pages shown. */
    pageRatio: computed(() => layout.value.page.width / Math.max(1, layout.value.page.height)),
    /** The layout shown: printed pages or a screen layout, its page numbers and page size. */
    layout: layout as ReadonlySignal<ShownLayout>,
    /** Why the screen layout wished for is not shown (the printed pages are), or null. */
    layoutProblem: layoutProblem as ReadonlySignal<LayoutProblem | null>,
    /** The layout the view wishes for: the printed pages or a screen layout of its box. */
    setLayout: layouts.setWish,
    /** Loads the open part's layout for another size ahead (the other orientation), after the one shown. */
    prefetchLayout(next: LayoutWish) {
      layouts.prefetch(ready.peek()?.index ?? null, next);
    },
    loop: abLoop.view,
    save: work.save,
    retry: () => void attempt.value++,
    toggle() {
      if (!engine || !ready.peek()) return;
      if (engine.playing()) engine.pause();
      else void engine.play();
    },
    seek,
    stepBar(direction: 1 | -1) {
      seek(stepBar(bars.peek(), engine?.timeMs() ?? 0, direction));
    },
    /** A click on a printed bar: the occurrence nearest to where the player is. */
    pickMeasure(measureId: string) {
      const index = occurrenceOf(bars.peek(), measureId, currentBar());
      if (index >= 0) seek(bars.peek()[index]!.startMs);
    },
    goToPart,
    /** The contents: a part from its first page; `play` (a programme's next part) even if ended. */
    openPart(index: number, play?: boolean) {
      goToPart(index, layout.peek().parts[index]?.[0] ?? 0, play);
    },
    jumpToPage,
    setTempo(percent: number) {
      tempo.value = clampTempo(percent);
    },
    /** The loop button: first the start bar, then the end bar, then off. */
    stepLoop() {
      abLoop.step(currentBar());
    },
  };
}

export type PlayerController = ReturnType<typeof createPlayerController>;
