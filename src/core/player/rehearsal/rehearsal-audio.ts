/**
 * The rehearsal helpers' sounds in the browser, loaded when first wanted (the player opens without
 * them): the metronome's clicks and the starting pitches' tones on one audio context, made on first
 * use (a user gesture) and closed with the player. The count-in keeps its time on the hybrid
 * clock: without Web Audio, or while the browser keeps the audio suspended or its clock still, it
 * counts on the page's clock, silently, and the recording still starts on its downbeat.
 */
import { audioContextClass, createClickOutput, intervalTicker } from '../../practice/click-sound';
import { createHybridClock } from '../../practice/hybrid-clock';
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
  const hybrid = createHybridClock(() => (audio ? { context: audio.context, output: audio.clicks } : null));

  return createRehearsalEngine({
    clock() {
      ensureAudio();
      return { now: hybrid.now, output: hybrid.output };
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
