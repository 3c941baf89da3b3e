/**
 * What the rehearsal helpers do with their sounds: the count-in's plan and clicks, the starting
 * pitches' tones. Loaded with the sounds on first use (`rehearsal-audio.ts`), so the player opens
 * without it.
 */
import type { Ticker } from '../../practice/metronome';
import type { SyncBar } from '../../score/manifest';
import { type CountInClock, planCountIn, runCountIn } from './count-in';
import type { PitchOrder, StartingPitch } from './starting-pitches';
import { pitchTones, type Tone } from './tones';

/** The helpers' sounds: the metronome's clicks on the audio clock, and tones. */
export interface RehearsalSounds {
  clock(): CountInClock;
  ticker: Ticker;
  playTones(tones: readonly Tone[]): void;
  stopTones(): void;
  dispose(): void;
}

export function createRehearsalEngine(sounds: RehearsalSounds) {
  return {
    /**
     * One bar of clicks before bar occurrence `index` at the tempo (percent), then `onDownbeat`;
     * `onBeat` at each click. Returns the function that cancels it, or null when there is no bar
     * to count in to.
     */
    countIn(
      bars: readonly SyncBar[],
      index: number,
      tempo: number,
      onDownbeat: () => void,
      onBeat?: (beat: number) => void,
    ): (() => void) | null {
      const plan = planCountIn(bars, index, tempo);
      return plan && runCountIn(plan, sounds.clock(), sounds.ticker, onDownbeat, onBeat);
    },
    /** Plays the starting pitches, soprano to bass. */
    playPitches(pitches: readonly StartingPitch[], order: PitchOrder) {
      if (pitches.length > 0) sounds.playTones(pitchTones(pitches, order));
    },
    stopTones: sounds.stopTones,
    dispose: sounds.dispose,
  };
}

export type RehearsalEngine = ReturnType<typeof createRehearsalEngine>;
