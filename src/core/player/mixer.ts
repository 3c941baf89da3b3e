/**
 * The mixer's rules: each voice's volume, mute and solo, the gains they give, and how the voice
 * choice (one voice emphasised) and the mixer agree. Pure: the audio engine applies the gains, the
 * per-work settings keep the mixer (decision 0037).
 */
import type { Voice } from '../contract/api';
import { VOICES as VOICE_NAMES } from '../contract/constants';

/** One voice's channel strip: volume 0-1 (1 = its level in the full mix). */
export interface VoiceStrip {
  volume: number;
  muted: boolean;
  solo: boolean;
}

export type Mixer = Record<Voice, VoiceStrip>;

/** The other voices' volume when one is chosen: the emphasis renditions' -13 dB (content pipeline). */
export const OTHERS_VOLUME = 0.22;

const strip = (volume: number): VoiceStrip => ({ volume, muted: false, solo: false });

/** The mixer a voice choice amounts to: that voice at full level, the others soft ('' = all equal). */
export function emphasis(voice: Voice | ''): Mixer {
  const entries = VOICE_NAMES.map((name) => [name, strip(!voice || name === voice ? 1 : OTHERS_VOLUME)]);
  return Object.fromEntries(entries) as Mixer;
}

/** The gain each voice sounds at: a muted voice is silent; while any voice is soloed, only those. */
export function gainsOf(mixer: Mixer): Record<Voice, number> {
  const soloing = VOICE_NAMES.some((voice) => mixer[voice].solo);
  const gain = (voice: Voice) => {
    const { volume, muted, solo } = mixer[voice];
    return muted || (soloing && !solo) ? 0 : volume;
  };
  return Object.fromEntries(VOICE_NAMES.map((voice) => [voice, gain(voice)])) as Record<Voice, number>;
}

/**
 * The voice the mix leads with, the one the score colours: the single voice that sounds louder than
 * every other (a chosen voice, a solo, one voice turned up); '' when none stands out.
 */
export function leadVoice(mixer: Mixer): Voice | '' {
  const gains = gainsOf(mixer);
  const loudest = Math.max(...VOICE_NAMES.map((voice) => gains[voice]));
  const leaders = VOICE_NAMES.filter((voice) => gains[voice] === loudest);
  return loudest > 0 && leaders.length === 1 ? leaders[0]! : '';
}

/** One voice's strip changed; volumes stay within 0-1. */
export function withStrip(mixer: Mixer, voice: Voice, patch: Partial<VoiceStrip>): Mixer {
  const next = { ...mixer[voice], ...patch };
  return { ...mixer, [voice]: { ...next, volume: Math.min(1, Math.max(0, next.volume)) } };
}

const isStrip = (value: unknown): value is VoiceStrip => {
  const candidate = value as VoiceStrip | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.volume === 'number' &&
    Number.isFinite(candidate.volume) &&
    typeof candidate.muted === 'boolean' &&
    typeof candidate.solo === 'boolean'
  );
};

/** A stored mixer, if it is one (settings stored before the mixer, or damaged, have none). */
export function storedMixer(value: unknown): Mixer | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!VOICE_NAMES.every((voice) => isStrip(record[voice]))) return null;
  return Object.fromEntries(
    VOICE_NAMES.map((voice) => {
      const { volume, muted, solo } = record[voice] as VoiceStrip;
      return [voice, { volume: Math.min(1, Math.max(0, volume)), muted, solo }];
    }),
  ) as Mixer;
}
