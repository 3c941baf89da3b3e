/** Which file of a part the player streams: its voices apart (the mixer) or one rendition. */
import { computed, effect, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Voice } from '../contract/api';
import type { EditionManifest } from '../score/manifest';
import type { AudioEngine } from './audio-engine';
import { gainsOf, type Mixer } from './mixer';

export type AudioChoice = { path: string; channels?: readonly Voice[] } | null;

export function createAudioChoice(
  manifest: EditionManifest,
  partIndex: ReadonlySignal<number>,
  work: { voice: ReadonlySignal<Voice | ''>; mixer: ReadonlySignal<Mixer> },
) {
  /** The engine plays the voices apart (known on connect), unless a part's file of them failed. */
  const routing = signal(false);
  const failed = signal(false);
  const voicesApart = (index: number) =>
    routing.value && !failed.value && manifest.parts[index]?.voiceTracks !== undefined;
  return {
    /** The mixer plays (the voices apart through Web Audio); else the voice choice picks a rendition. */
    mixing: computed(() => voicesApart(partIndex.value)),
    /** Follows an engine: whether it routes, and the mixer's gains; returns the function that stops. */
    connect(engine: AudioEngine): () => void {
      routing.value = engine.routesVoices();
      return effect(() => engine.setGains(gainsOf(work.mixer.value)));
    },
    /**
     * A part's file: the voices apart where they play (a voice change then only moves gains, so the
     * voice is not read and nothing reloads); else the chosen voice's rendition.
     */
    of(index: number): AudioChoice {
      const part = manifest.parts[index];
      if (!part) return null;
      const tracks = voicesApart(index) ? part.voiceTracks : undefined;
      if (tracks) return { path: tracks.file, channels: tracks.channels };
      return { path: part.audio[work.voice.value || 'full'] };
    },
    /** The voices apart could not be loaded (a host without CORS, a broken file): renditions from now. */
    fail() {
      failed.value = true;
    },
  };
}
