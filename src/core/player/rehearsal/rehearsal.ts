/**
 * The rehearsal helpers of the player: go to a bar, a count-in of one bar before the recording
 * starts at the current bar, and the starting pitches of each voice there. They act through the
 * player controller (seek, play, pause) and leave its state to it. What makes their sounds loads
 * on first use (`rehearsal-engine.ts`): the player opens without it.
 */
import { computed, effect, type ReadonlySignal, signal } from '@preact/signals-core';
import { VOICES } from '../../contract/constants';
import type { SyncBar } from '../../score/manifest';
import { barIndexAt } from '../../score/sync';
import type { PartState } from '../part-loader';
import type { RehearsalEngine } from './rehearsal-engine';
import { type PitchOrder, startingPitches } from './starting-pitches';

/** What the rehearsal helpers use of the player controller. */
export interface RehearsalPlayer {
  part: ReadonlySignal<PartState>;
  bars: ReadonlySignal<readonly SyncBar[]>;
  /** The position shown. */
  timeMs: ReadonlySignal<number>;
  /** Tempo in percent. */
  tempo: ReadonlySignal<number>;
  playing: ReadonlySignal<boolean>;
  seek(ms: number): void;
  toggle(): void;
}

/**
 * Which part is open: its index once ready, else its status. A relayout of the same part (stage
 * mode's larger box, a rotation) is a new state with the same index and must not end a count-in.
 */
const partKey = (part: PartState) => (part.status === 'ready' ? part.index : part.status);

const loadEngine = () => import('./rehearsal-audio').then((module) => module.createRehearsalAudio());

export function createRehearsal(player: RehearsalPlayer, load: () => Promise<RehearsalEngine> = loadEngine) {
  const counting = signal(false);
  const beat = signal(0);
  const sync = computed(() => {
    const part = player.part.value;
    return part.status === 'ready' ? part.sync : null;
  });
  let engine: RehearsalEngine | null = null;
  let loading: Promise<RehearsalEngine> | null = null;
  let cancelCountIn: (() => void) | null = null;

  /** Loads the engine (the menu asks when it opens, so a choice sounds within its click: iOS wants that). */
  function prepare(): Promise<RehearsalEngine> {
    loading ??= load().then((loaded) => {
      engine = loaded;
      return loaded;
    });
    return loading;
  }
  function withEngine(run: (loaded: RehearsalEngine) => void) {
    if (engine) run(engine);
    else
      void prepare().then((loaded) => {
        if (loading) run(loaded);
      });
  }

  function stop() {
    cancelCountIn?.();
    cancelCountIn = null;
    counting.value = false;
    beat.value = 0;
    engine?.stopTones();
  }

  /** Pauses at the start of the bar the player is at; returns that bar, or -1 before a part is loaded. */
  function pauseAtCurrentBar(): number {
    const bars = player.bars.peek();
    const index = barIndexAt(bars, player.timeMs.peek());
    if (index < 0) return -1;
    if (player.playing.peek()) player.toggle();
    player.seek(bars[index]!.startMs);
    return index;
  }

  function countIn() {
    if (counting.peek()) return stop();
    stop();
    const index = pauseAtCurrentBar();
    if (index < 0) return;
    const bars = player.bars.peek();
    const tempo = player.tempo.peek();
    counting.value = true;
    withEngine((loaded) => {
      if (!counting.peek()) return;
      cancelCountIn = loaded.countIn(
        bars,
        index,
        tempo,
        () => {
          cancelCountIn = null;
          counting.value = false;
          beat.value = 0;
          if (!player.playing.peek()) player.toggle();
        },
        (heard) => {
          beat.value = heard;
        },
      );
      if (!cancelCountIn) counting.value = false;
    });
  }

  function playStartingPitches(order: PitchOrder) {
    stop();
    const voices = sync.peek()?.voices;
    const index = pauseAtCurrentBar();
    if (!voices || index < 0) return;
    const pitches = startingPitches(voices, player.bars.peek()[index]!.startMs);
    if (pitches.length > 0) withEngine((loaded) => loaded.playPitches(pitches, order));
  }

  /**
   * Starts watching the player (returns the function that stops and frees the sounds): Play
   * during a count-in, or another part (not the same part laid out anew), ends the count-in.
   */
  function connect(): () => void {
    let seenPart = partKey(player.part.peek());
    const watches = [
      effect(() => {
        if (player.playing.value && counting.peek()) stop();
      }),
      effect(() => {
        const part = partKey(player.part.value);
        if (part !== seenPart) stop();
        seenPart = part;
      }),
    ];
    return () => {
      for (const dispose of watches) dispose();
      stop();
      engine?.dispose();
      engine = null;
      loading = null;
    };
  }

  return {
    /** A count-in is under way. */
    counting: counting as ReadonlySignal<boolean>,
    /** The count-in's click heard last (1 the first); 0 before its first and outside a count-in. */
    beat: beat as ReadonlySignal<number>,
    /** The open part's notes carry their pitches (editions built before the pitches do not). */
    canPlayPitches: computed(() => {
      const voices = sync.value?.voices;
      return (
        voices !== undefined && VOICES.some((voice) => voices[voice].some((note) => note.pitch !== undefined))
      );
    }),
    prepare,
    connect,
    /** Moves to a bar occurrence (from the go-to-bar dialog). */
    goToBar(index: number) {
      stop();
      const bar = player.bars.peek()[index];
      if (bar) player.seek(bar.startMs);
    },
    /** One bar of clicks, then the recording from the current bar; again while counting: cancel. */
    countIn,
    playStartingPitches,
    stop,
  };
}

export type Rehearsal = ReturnType<typeof createRehearsal>;
