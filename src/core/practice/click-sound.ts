/**
 * The metronome's click sound and wake-up on Web Audio, without its scheduler (metronome.ts;
 * web-audio.ts joins the two). The player's count-in uses this file and hybrid-clock.ts, not the
 * scheduler's: a lazy chunk that imported it would split the signals library out of the chunk
 * every page loads.
 */
import type { ClickOutput, Ticker } from './metronome';

/** Click pitches of the practice videos: a higher, louder click on beat 1. */
export const ACCENT_HZ = 1760;
export const BEAT_HZ = 1175;
/** The start of a beat within an eighth metre (6/8 in two, 7/8 as 2+2+3): between the two. */
export const BEAT_START_HZ = 1480;
const CLICK_S = 0.05;

/**
 * Clicks on a Web Audio context (a live `AudioContext` or an `OfflineAudioContext`): a short sine
 * burst that starts at full level exactly at its time and decays over 50 ms.
 */
export function createClickOutput(
  context: BaseAudioContext,
  destination: AudioNode = context.destination,
): ClickOutput & { readonly pending: number } {
  let scheduled: { time: number; gain: GainNode; source: OscillatorNode }[] = [];
  return {
    click(time, accent, beatStart = false) {
      const source = context.createOscillator();
      source.frequency.value = accent ? ACCENT_HZ : beatStart ? BEAT_START_HZ : BEAT_HZ;
      const gain = context.createGain();
      gain.gain.value = 0;
      gain.gain.setValueAtTime(accent ? 0.9 : beatStart ? 0.72 : 0.55, time);
      gain.gain.exponentialRampToValueAtTime(0.001, time + CLICK_S);
      gain.gain.setValueAtTime(0, time + CLICK_S);
      source.connect(gain).connect(destination);
      source.start(time);
      source.stop(time + CLICK_S + 0.005);
      const entry = { time, gain, source };
      scheduled.push(entry);
      source.onended = () => {
        gain.disconnect();
        scheduled = scheduled.filter((other) => other !== entry);
      };
    },
    cancelAfter(time) {
      for (const entry of scheduled) {
        if (entry.time > time) {
          entry.gain.disconnect();
          entry.source.onended = null;
        }
      }
      scheduled = scheduled.filter((entry) => entry.time <= time);
    },
    get pending() {
      return scheduled.length;
    },
  };
}

/** The browser's wake-up: `setInterval` (it only wakes the scheduler; it never times a click). */
export const intervalTicker: Ticker = (callback, everyMs) => {
  const id = globalThis.setInterval(callback, everyMs);
  return () => globalThis.clearInterval(id);
};

type AudioContextClass = new () => AudioContext;

/** The browser's `AudioContext` (prefixed in older Safari), or undefined without Web Audio. */
export function audioContextClass(): AudioContextClass | undefined {
  return (globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
    | AudioContextClass
    | undefined;
}
