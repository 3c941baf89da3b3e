/**
 * The rehearsal helpers of the player: go to a bar, a count-in of one bar before the recording
 * starts at the current bar, and the starting pitches of each voice there. They act through the
 * player controller (seek, play, pause) and leave its state to it; their sounds load on first use.
 */
import { computed, effect, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Ticker } from '../../practice/metronome';
import type { SyncBar } from '../../score/manifest';
import { barIndexAt } from '../../score/sync';
import type { PartState } from '../part-loader';
import { type CountInMetronome, planCountIn, runCountIn } from './count-in';
import { hasPitches, type PitchOrder, pitchTones, startingPitches, type Tone } from './starting-pitches';

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

/** The helpers' sounds (`rehearsal-audio.ts` in the browser). */
export interface RehearsalSounds {
  metronome: CountInMetronome;
  ticker: Ticker;
  playTones(tones: readonly Tone[]): void;
  stopTones(): void;
  dispose(): void;
}

const loadSounds = () => import('./rehearsal-audio').then((module) => module.createRehearsalAudio());

export function createRehearsal(player: RehearsalPlayer, load: () => Promise<RehearsalSounds> = loadSounds) {
  const counting = signal(false);
  const sync = computed(() => {
    const part = player.part.value;
    return part.status === 'ready' ? part.sync : null;
  });
  let sounds: RehearsalSounds | null = null;
  let loading: Promise<RehearsalSounds> | null = null;
  let cancelCountIn: (() => void) | null = null;

  /** Loads the sounds (the menu asks when it opens, so a choice plays within its click: iOS wants that). */
  function prepare(): Promise<RehearsalSounds> {
    loading ??= load().then((loaded) => {
      sounds = loaded;
      return loaded;
    });
    return loading;
  }
  function withSounds(run: (loaded: RehearsalSounds) => void) {
    if (sounds) run(sounds);
    else
      void prepare().then((loaded) => {
        if (loading) run(loaded);
      });
  }

  function stop() {
    cancelCountIn?.();
    cancelCountIn = null;
    counting.value = false;
    sounds?.stopTones();
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
    const plan = planCountIn(player.bars.peek(), index, player.tempo.peek());
    if (!plan) return;
    counting.value = true;
    withSounds((loaded) => {
      if (!counting.peek()) return;
      cancelCountIn = runCountIn(plan, loaded.metronome, loaded.ticker, () => {
        cancelCountIn = null;
        counting.value = false;
        if (!player.playing.peek()) player.toggle();
      });
    });
  }

  function playStartingPitches(order: PitchOrder) {
    stop();
    const voices = sync.peek()?.voices;
    const index = pauseAtCurrentBar();
    if (!voices || index < 0) return;
    const tones = pitchTones(startingPitches(voices, player.bars.peek()[index]!.startMs), order);
    if (tones.length > 0) withSounds((loaded) => loaded.playTones(tones));
  }

  /**
   * Starts watching the player (returns the function that stops and frees the sounds): Play
   * during a count-in, or another part, ends the count-in.
   */
  function connect(): () => void {
    let seenPart = player.part.peek();
    const watches = [
      effect(() => {
        if (player.playing.value && counting.peek()) stop();
      }),
      effect(() => {
        const part = player.part.value;
        if (part !== seenPart) stop();
        seenPart = part;
      }),
    ];
    return () => {
      for (const dispose of watches) dispose();
      stop();
      sounds?.dispose();
      sounds = null;
      loading = null;
    };
  }

  return {
    /** A count-in is under way. */
    counting: counting as ReadonlySignal<boolean>,
    /** The open part's notes carry their pitches (editions built before the pitches do not). */
    canPlayPitches: computed(() => {
      const loaded = sync.value;
      return loaded !== null && hasPitches(loaded.voices);
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
