/**
 * The rehearsal helpers' sounds in the browser, loaded when first wanted (the player opens without
 * them): the metronome's clicks and the starting pitches' tones on one audio context, made on first
 * use (a user gesture) and closed with the player. Without Web Audio the count-in keeps its time on
 * the page's clock, silently.
 */
import { audioContextClass, createClickOutput, intervalTicker } from '../../practice/click-sound';
import { createRehearsalEngine } from './rehearsal-engine';
import { createToneOutput, type ToneOutput } from './tones';

export function createRehearsalAudio() {
  let audio: {
    context: AudioContext;
    clicks: ReturnType<typeof createClickOutput>;
    tones: ToneOutput;
  } | null = null;

  function ensureAudio() {
    const Context = audioContextClass();
    if (!audio && Context) {
      const context = new Context();
      audio = { context, clicks: createClickOutput(context), tones: createToneOutput(context) };
    }
    if (audio?.context.state === 'suspended') audio.context.resume().catch(() => undefined);
    return audio;
  }

  return createRehearsalEngine({
    clock() {
      const current = ensureAudio();
      if (current) return { now: () => current.context.currentTime, output: current.clicks };
      return { now: () => performance.now() / 1000, output: { click() {}, cancelAfter() {} } };
    },
    ticker: intervalTicker,
    playTones(tones) {
      ensureAudio()?.tones.play(tones);
    },
    stopTones() {
      audio?.tones.stop();
    },
    dispose() {
      void audio?.context.close().catch(() => undefined);
      audio = null;
    },
  });
}
