import { SR } from './format';
import { clickLevel, type Timeline } from './timeline';

/** The audio: woodblock-like clicks, beat 1 higher and louder, an entry off the beat lower, as a mono 16-bit WAV. */
export function clickTrack(tl: Timeline): Buffer {
  const len = Math.round(tl.duration * SR);
  const mix = new Float32Array(len);
  const clickLen = Math.round(0.09 * SR);
  const clicks = tl.clickTimes.map((tb, k) => [tb, clickLevel(tl, k)] as const);
  // an entry off the beat (lesson 135): a lower, rounder click on the "and" where the choir comes in
  const entries = tl.entryTimes.map((tb) => [tb, 3] as const);
  [...clicks, ...entries].forEach(([tb, level]) => {
    const f0 = [880, 1175, 1760, 587][level]!;
    const amp = [0.3, 0.5, 0.8, 0.7][level]!;
    const start = Math.round(tb * SR);
    for (let i = 0; i < clickLen && start + i < len; i++) {
      const t = i / SR;
      const attack = Math.min(1, i / 12); // 0.25 ms
      const body = Math.sin(2 * Math.PI * f0 * t) * Math.exp(-t / 0.016);
      const tick = 0.35 * Math.sin(2 * Math.PI * f0 * 2.76 * t) * Math.exp(-t / 0.004);
      mix[start + i] = mix[start + i]! + amp * attack * (body + tick);
    }
  });
  const wav = Buffer.alloc(44 + len * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + len * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SR, 24);
  wav.writeUInt32LE(SR * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(len * 2, 40);
  for (let i = 0; i < len; i++) {
    wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, mix[i]!)) * 32767), 44 + i * 2);
  }
  return wav;
}
