import { clampTempo } from '../score/sync';

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
 * pitch preserved.
 */
export interface AudioEngine {
  /** The playback rate the clock runs at (1 = written tempo). */
  rate(): number;
  /** The audio clock in ms; while a new source loads, the position it will start at. */
  timeMs(): number;
  playing(): boolean;
  /** Loads a source and puts the playhead at `atMs`; plays when `autoplay`. */
  load(url: string, atMs: number, autoplay: boolean): Promise<void>;
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

export function createAudioEngine(
  element: HTMLAudioElement,
  log: (message: string, detail?: unknown) => void,
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
  const play = async () => {
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
    async load(url, atMs, autoplay) {
      const token = ++loads;
      pendingMs = atMs;
      const ready = settle(element);
      element.src = url;
      applyRate();
      const ok = await ready;
      if (token !== loads) return;
      applyRate();
      // A seek while loading moved the target.
      const target = pendingMs ?? atMs;
      if (ok && target > 0) element.currentTime = target / 1000;
      pendingMs = null;
      if (ok && autoplay) await play();
    },
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
