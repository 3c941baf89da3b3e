/**
 * A lesson video without its view: the quality, speed and captions it starts with (the user's video
 * settings) and the choices made in the player stored back; whether the user has reached for it
 * (then its player is set up) and whether the player has taken over from our Play; a Play asked
 * for on the way, asked again when the browser cuts it short; and its progress reports. Its state
 * is signals the view renders; the element and Plyr stay in the view (react/components/video/).
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Language } from '../contract/api';
import type { PlaybackProgress } from '../progress/progress-reporter';
import type { VideoSettings } from '../store/video-settings-store';

/** Speeds offered besides normal (requirements R1.5: "normal or another speed"). */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5] as const;

/** What the controller uses of the video element (an `HTMLVideoElement`). */
export interface VideoMedia extends EventTarget {
  readonly currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly isConnected: boolean;
  /** A looping video (a metre's practice loop) never ends: its wrap to the start counts as the end. */
  readonly loop?: boolean;
}

export interface VideoControllerDeps {
  settings: { settings: ReadonlySignal<VideoSettings>; update(patch: Partial<VideoSettings>): void };
  language: ReadonlySignal<Language>;
  /** A phone-sized screen: "auto" starts with the smaller rendition there. */
  smallScreen(): boolean;
}

/** The quality to start with: the one chosen when the video has it; "auto": by the screen's size. */
export function startQuality(settings: VideoSettings, sizes: readonly number[], small: boolean): number {
  if (settings.quality !== 'auto' && sizes.includes(settings.quality)) return settings.quality;
  const sorted = [...sizes].sort((a, b) => b - a);
  return (small ? sorted[sorted.length - 1] : sorted[0]) ?? 720;
}

/**
 * Asks the video to play. A play the browser cuts short because the source loads anew (Plyr sets
 * the chosen quality's source as it starts, a race a slow phone can lose) is asked for again once
 * that source can play: the Play the user pressed is not lost.
 */
export function playThroughReload(video: VideoMedia, play: () => unknown): void {
  void Promise.resolve(play()).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) return;
    // Not once the lesson is left: a video taken off the page would play on, unseen.
    const again = () => video.isConnected && void Promise.resolve(play()).catch(() => undefined);
    video.addEventListener('canplay', again, { once: true });
  });
}

/** One per player view; it follows each video the view shows (a language or tempo change brings a new one). */
export function createVideoController(deps: VideoControllerDeps) {
  const stored = deps.settings.settings;
  const sizes = signal<readonly number[]>([]);
  const reached = signal(false);
  const playerUp = signal(false);
  /** The user reached for this player once: its next video gets its player at once. */
  let reachedOnce = false;
  let video: VideoMedia | null = null;
  let wantsPlay = false;
  /** Choices the player makes while it starts are its defaults, not the user's: stored only after. */
  let playerReady = false;

  // Read when the player is set up: the settings of that moment.
  const quality = computed(() => startQuality(stored.value, sizes.value, deps.smallScreen()));
  const speed = computed(() => stored.value.speed);
  // Until the user picks a track, captions come in the interface language (de, en and fr all have one).
  const captions = computed(() => {
    const caption = stored.value.caption;
    return { active: caption !== 'off', language: caption === 'off' ? deps.language.value : caption };
  });

  function reach(play: boolean) {
    if (!video) return;
    reachedOnce = true;
    wantsPlay ||= play;
    reached.value = true;
  }

  return {
    /** The user reached for the video (pointer, tap, focus, our Play, a start from the practice tools). */
    reached: reached as ReadonlySignal<boolean>,
    /** The player (Plyr, or the browser's own controls) took over from our Play. */
    playerUp: playerUp as ReadonlySignal<boolean>,
    quality,
    speed,
    captions,

    /**
     * Follows `media` with its renditions' `sizes` until the returned function is called (the
     * video goes away), reporting its progress to `playback`.
     */
    attach(
      media: VideoMedia,
      options: { sizes: readonly number[]; playback?: PlaybackProgress | undefined },
    ): () => void {
      const { playback } = options;
      video = media;
      wantsPlay = false;
      playerReady = false;
      sizes.value = options.sizes;
      const at = () => ({ time: media.currentTime, duration: media.duration });
      let lastTime = 0;
      const onTime = () => {
        if (media.loop && lastTime > media.duration - 1 && media.currentTime < 1) playback?.ended();
        lastTime = media.currentTime;
        playback?.time({ ...at(), playing: !media.paused });
      };
      const onPause = () => playback?.paused(at());
      const onEnded = () => playback?.ended();
      const onPlay = () => reach(false);
      media.addEventListener('timeupdate', onTime);
      media.addEventListener('pause', onPause);
      media.addEventListener('ended', onEnded);
      media.addEventListener('play', onPlay);
      if (reachedOnce) reach(false);
      return () => {
        video = null;
        reached.value = false;
        playerUp.value = false;
        playback?.left(at());
        media.removeEventListener('timeupdate', onTime);
        media.removeEventListener('pause', onPause);
        media.removeEventListener('ended', onEnded);
        media.removeEventListener('play', onPlay);
      };
    },

    /** The user reaches for the video; `play`: and asks it to play (our Play). */
    reach,

    /** The player took over from our Play; `play` starts it, when the user asked for it. */
    started(play: () => unknown) {
      playerUp.value = true;
      if (wantsPlay && video) playThroughReload(video, play);
    },

    /** The player is ready: what is chosen in it from now on is the user's. */
    ready() {
      playerReady = true;
    },

    /** The user chose a caption track, a quality or a speed in the player: stored in their video settings. */
    chose(patch: Partial<VideoSettings>) {
      if (playerReady) deps.settings.update(patch);
    },
  };
}

export type VideoController = ReturnType<typeof createVideoController>;
