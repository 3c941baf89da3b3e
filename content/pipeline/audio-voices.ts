// The voices apart, for the player's mixer: one four-channel AAC file per part, soprano to bass in
// channel order, each voice at the full mix's level (the channels add up to the full mix). One file
// keeps the voices sample-synchronous: they are decoded together on one clock (decision 0037).
import type { Voice } from '../../src/core/contract/api';
import { VOICES } from '../../src/core/contract/constants';
import { encodeAac, fullMixGain, softLimit } from './audio';

/** 16 kbps per voice: a lone voice codes at least as well as the 20 kbps mono mix. */
export const VOICES_BITRATE = process.env.CHOIR_VOICES_BITRATE ?? '64k';
/** The channel order of the file, as the manifest lists it. */
export const VOICE_CHANNELS: readonly Voice[] = VOICES;

/** Each stem at the full mix's normalisation gain, in channel order. */
export function voiceChannels(stems: Record<Voice, Float32Array>): Float32Array[] {
  const gain = fullMixGain(stems);
  return VOICE_CHANNELS.map((voice) => stems[voice].map((x) => softLimit(x * gain)));
}

/**
 * Four-channel AAC-LC in MP4. Four channels are AAC's layout "4.0" (channel configuration 4:
 * centre, left/right pair, back centre), which every decoder measured hands to Web Audio in the
 * input's order. Mid/side and intensity stereo are off, so the pair's two voices never leak into
 * each other (a muted voice stays silent).
 */
export async function encodeVoicesM4a(channels: Float32Array[], tmpDir: string, outPath: string) {
  await encodeAac(channels, tmpDir, outPath, ['-b:a', VOICES_BITRATE, '-aac_ms', '0', '-aac_is', '0']);
}
