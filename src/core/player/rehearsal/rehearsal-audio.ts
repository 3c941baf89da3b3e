/**
 * The sounds of the rehearsal helpers, loaded when first wanted (the player opens without them):
 * the metronome for the count-in, and tones for the starting pitches on an audio context of their
 * own, made on first use (a user gesture) and closed with the player.
 */
import { audioContextClass, createWebMetronome, intervalTicker } from '../../practice/web-audio';
import type { Tone } from './starting-pitches';
import { createToneOutput, type ToneOutput } from './tones';

export function createRehearsalAudio() {
  const metronome = createWebMetronome();
  let tones: { context: AudioContext; output: ToneOutput } | null = null;

  function toneOutput(): ToneOutput | null {
    const Context = audioContextClass();
    if (!tones && Context) {
      const context = new Context();
      tones = { context, output: createToneOutput(context) };
    }
    if (tones?.context.state === 'suspended') tones.context.resume().catch(() => undefined);
    return tones?.output ?? null;
  }

  return {
    metronome,
    ticker: intervalTicker,
    playTones(list: readonly Tone[]) {
      toneOutput()?.play(list);
    },
    stopTones() {
      tones?.output.stop();
    },
    dispose() {
      metronome.dispose();
      void tones?.context.close().catch(() => undefined);
      tones = null;
    },
  };
}

export type RehearsalAudio = ReturnType<typeof createRehearsalAudio>;
