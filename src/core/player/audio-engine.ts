import type { Voice } from '../contract/api';
import { clampTempo } from '../score/sync';
import { watchStalls } from './stall-watch';
import type { VoiceRouting } from './voice-routing';

/** What the element reports to the player (its media events). */
export interface AudioEvents {
  play(): void;
  pause(): void;
  ended(): void;
  seeked(): void;
  error(): void;
}

/**
 * The player's clock and sound: one `<audio>` element that streams its file (memory stays bounded
 * however long the movement is; nothing is decoded as a whole). Changing the rendition swaps the
 * source and seeks to the same time, keeping play or pause. Tempo changes `playbackRate` with the
 * pitch preserved. Where the browser can, the voices apart play through one gain each
 * (voice-routing.ts). A clock that stalls with its sound loaded is woken (stall-watch.ts).
 */
export interface AudioEngine {
  /** The playback rate the clock runs at (1 = written tempo). */
  rate(): number;
  /** The audio clock in ms; while a new source loads, the position it will start at. */
  timeMs(): number;
  playing(): boolean;
  /** Whether it plays the voices apart, each at its own gain (else the renditions). */
  routesVoices(): boolean;
  /**
   * Loads a source and puts the playhead at `atMs`; plays when `autoplay`. `channels`: the file
   * holds these voices apart, in channel order. False when the file could not be loaded.
   */
  load(url: string, atMs: number, autoplay: boolean, channels?: readonly Voice[]): Promise<boolean>;
  /** Each voice's gain (voices apart only), changed without a gap. */
  setGains(gains: Record<Voice, number>): void;
  play(): Promise<void>;
  pause(): void;
  seek(ms: number): void;
  setTempo(percent: number): void;
  /** Follows the element's media events until the returned function is called. */
  listen(events: AudioEvents): () => void;
}

function settle(element: HTMLAudioElement): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      element.removeEventListener('loadedmetadata', loaded);
      element.removeEventListener('error', failed);
      resolve(ok);
    };
    const loaded = () => done(true);
    const failed = () => done(false);
    element.addEventListener('loadedmetadata', loaded);
    element.addEventListener('error', failed);
  });
}

/** A link to another origin: Web Audio hears it only as a CORS request (else silence). */
function crossOrigin(url: string): boolean {
  try {
    const { origin, protocol } = new URL(url, globalThis.location?.href);
    return protocol.startsWith('http') && origin !== globalThis.location?.origin;
  } catch {
    return false;
  }
}

export function createAudioEngine(
  element: HTMLAudioElement,
  log: (message: string, detail?: unknown) => void,
  routing: VoiceRouting | null = null,
): AudioEngine {
  let rate = 1;
  let pendingMs: number | null = null;
  let loads = 0;
  const applyRate = () => {
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
    element.preservesPitch = true;
    // Safari before 15.4 knows only its prefixed name: slower rehearsal tempo without a lower pitch.
    (element as HTMLAudioElement & { webkitPreservesPitch?: boolean }).webkitPreservesPitch = true;
  };
  watchStalls(element, applyRate);
  const play = async () => {
    routing?.wake();
    try {
      await element.play();
    } catch (error) {
      // A newer load or a pause interrupted this play() (AbortError): nothing is wrong.
      if ((error as DOMException)?.name !== 'AbortError') log('Audio could not play', error);
    }
  };
  return {
    rate: () => element.playbackRate,
    timeMs: () => pendingMs ?? element.currentTime * 1000,
    playing: () => !element.paused && !element.ended,
    routesVoices: () => routing !== null,
    async load(url, atMs, autoplay, channels) {
      const token = ++loads;
      pendingMs = atMs;
      const ready = settle(element);
      if (routing) element.crossOrigin = crossOrigin(url) ? 'anonymous' : null;
      routing?.route(channels ?? null);
      element.src = url;
      applyRate();
      const ok = await ready;
      // A failed load keeps its position pending: the next source (a fallback) starts there.
      if (token !== loads || !ok) return ok;
      applyRate();
      // A seek while loading moved the target.
      const target = pendingMs ?? atMs;
      if (target > 0) element.currentTime = target / 1000;
      pendingMs = null;
      if (autoplay) await play();
      return true;
    },
    setGains: (gains) => routing?.setGains(gains),
    play,
    pause: () => element.pause(),
    seek(ms) {
      const target = Math.max(0, ms) / 1000;
      if (pendingMs !== null) pendingMs = target * 1000;
      else element.currentTime = target;
    },
    setTempo(percent) {
      rate = clampTempo(percent) / 100;
      applyRate();
    },
    listen(events) {
      const names = Object.keys(events) as (keyof AudioEvents)[];
      const handlers = names.map((name) => [name, () => events[name]()] as const);
      for (const [name, handler] of handlers) element.addEventListener(name, handler);
      return () => {
        for (const [name, handler] of handlers) element.removeEventListener(name, handler);
      };
    },
  };
}
