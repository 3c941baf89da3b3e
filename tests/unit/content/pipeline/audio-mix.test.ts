// The alignment's references are rendered as one mix per timbre (renderMix): it must sound as the
// voices' stems added up (renderStems), each voice with its own dynamics, only cheaper. The render
// needs fluidsynth (a build-time tool) and is skipped where it is missing; the file merge is not.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMix, renderStems, voiceMidi } from '../../../../content/pipeline/audio';
import type { AudioNote } from '../../../../content/pipeline/audio-notes';
import { mergeMidiFiles, parseMidi } from '../../../../content/pipeline/midi';
import { VOICES } from '../../../../src/core/contract/constants';

const hasFluidsynth = (() => {
  try {
    execFileSync('fluidsynth', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Two chords of the four voices, and a note each alone: soprano loud, bass soft, alto swelling. */
const NOTES: AudioNote[] = VOICES.flatMap((voice, v) => [
  { voice, pitch: 72 - 5 * v, startMs: 100, endMs: 900, velocity: 90 },
  { voice, pitch: 74 - 5 * v, startMs: 1000 + 300 * v, endMs: 1250 + 300 * v, velocity: 70 },
]);
const DYNAMICS = {
  soprano: [{ ms: 0, level: 1 }],
  alto: [
    { ms: 0, level: 0.2 },
    { ms: 1500, level: 1 },
  ],
  tenore: [{ ms: 0, level: 0.6 }],
  basso: [{ ms: 0, level: 0.3 }],
};

describe('mergeMidiFiles', () => {
  it('plays every voice’s file at once, each on its own channel', () => {
    const files = VOICES.map((v) => voiceMidi(v, NOTES, DYNAMICS[v]));
    const merged = parseMidi(mergeMidiFiles(files));
    expect(merged.tracks).toBe(4);
    const byChannel = VOICES.map((_, ch) => merged.notes.filter((n) => n.channel === ch).map((n) => n.pitch));
    expect(byChannel).toEqual(VOICES.map((v) => NOTES.filter((n) => n.voice === v).map((n) => n.pitch)));
    // one tick a millisecond, as in each voice's file
    expect(merged.notes.map((n) => n.startTick).sort((a, b) => a - b)).toEqual(
      NOTES.map((n) => n.startMs).sort((a, b) => a - b),
    );
  });
});

describe.skipIf(!hasFluidsynth)('renderMix', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'render-mix-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('sounds as the stems added up, 45 dB and more below the music apart', async () => {
    const lengthMs = 3000;
    const stems = await renderStems(NOTES, DYNAMICS, lengthMs, tmp, 'stems', 20);
    const mix = await renderMix(NOTES, DYNAMICS, lengthMs, tmp, 'mix', 20);
    expect(mix.length).toBe(stems.soprano.length);
    let music = 0;
    let apart = 0;
    for (let i = 0; i < mix.length; i++) {
      const sum = VOICES.reduce((a, v) => a + stems[v][i]!, 0);
      music += sum * sum;
      apart += (sum - mix[i]!) ** 2;
    }
    expect(music).toBeGreaterThan(0);
    expect(10 * Math.log10(music / apart)).toBeGreaterThan(45);
  });
});
