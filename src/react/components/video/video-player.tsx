import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import type Plyr from 'plyr';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubtitleDto, VideoSourceDto } from '../../../core/contract/api';
import { videoSources } from '../../../core/learning/video-sources';
import { keptVideo } from '../../../core/offline/kept-media';
import type { ElementProgress } from '../../../core/progress/progress-reporter';
import type { VideoSettings } from '../../../core/store/video-settings-store';
import { afterLoadWhenIdle } from '../../../core/util/when-idle';
import { useCore } from '../../hooks/use-core';
import { Icon } from '../icon';
import { playIcon } from '../icons/play';
import { injectPlyrSprite, injectPlyrStyles, isCrossOrigin, plyrIconUrl } from './plyr-assets';

/** Speeds offered besides normal (requirements R1.5: "normal or another speed"). */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5] as const;
/** Plyr's buttons and seek bar along the video's bottom edge, in px (its gradient above them excluded). */
export const PLYR_CONTROLS_HEIGHT = 48;

export type VideoState =
  | { status: 'loading' }
  /** `kept`: played from a topic kept on this device (the only source that plays offline). */
  | { status: 'ready'; source: VideoSourceDto; tracks: SubtitleDto[]; kept?: true }
  | { status: 'error' };

/**
 * Plyr's chunk, asked for once, after the still is painted when the page is idle (or when the user
 * reaches for the video first):
 * asked with the lesson, its 35 KB shared a phone's network with the lesson's own code and data and
 * held the first view back.
 * A failed load is asked again by the next player (and logged by this one).
 */
let plyrChunk: Promise<typeof import('./plyr-setup')> | null = null;
const loadPlyr = () => {
  plyrChunk ??= import('./plyr-setup').catch((error: unknown) => {
    plyrChunk = null;
    throw error;
  });
  return plyrChunk;
};

/**
 * Asks the video to play. A play the browser cuts short because the source loads anew (Plyr sets
 * the chosen quality's source as it starts, a race a slow phone can lose) is asked for again once
 * that source can play: the Play the user pressed is not lost.
 */
function playThroughReload(video: HTMLVideoElement, play: () => unknown): void {
  void Promise.resolve(play()).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) return;
    // Not once the lesson is left: a video taken off the page would play on, unseen.
    const again = () => video.isConnected && void Promise.resolve(play()).catch(() => undefined);
    video.addEventListener('canplay', again, { once: true });
  });
}

/** A task after the next frame (or 100 ms, where frames wait: a page in the background). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      next();
    });
    const fallback = setTimeout(() => {
      cancelAnimationFrame(frame);
      next();
    }, 100);
  });
}

/**
 * Loads the video sources of a learning element for the interface language, and its caption
 * tracks. A failed subtitle call is logged and the video plays without captions (requirements R7.8, R8.15).
 * `bpm`: another of the lesson's tempi (a kept topic holds only the one the lesson opens with).
 */
export function useVideoSource(
  learnElementId: number,
  enabled = true,
  bpm?: number,
): { state: VideoState; retry: () => void } {
  useSignals();
  const core = useCore();
  const language = core.language.value;
  const [state, setState] = useState<VideoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on "try again".
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let release: (() => void) | undefined;
    setState({ status: 'loading' });
    const fromServer = videoSources(core, learnElementId, language, bpm);
    fromServer.catch(() => undefined); // awaited below unless a kept copy plays
    // A topic kept on this device plays from its files at once, without waiting for a network
    // that may be down or silent (asked in parallel, so nothing waits when it is not kept).
    void keptVideo(core, learnElementId, language).then(async (kept) => {
      if (kept && bpm !== undefined && kept.value.source.bpm !== bpm) kept.release();
      else if (kept) {
        if (cancelled) return kept.release();
        release = kept.release;
        return setState({ status: 'ready', ...kept.value, kept: true });
      }
      try {
        const [source, tracks] = await fromServer;
        if (!cancelled) setState({ status: 'ready', source, tracks });
      } catch (error) {
        core.env.log('Video sources could not be loaded', error);
        if (!cancelled) setState({ status: 'error' });
      }
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [core, learnElementId, language, enabled, bpm, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

const frame = css`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: var(--choir-radius);
  background: #0f172a;
  color: #fff;
  /* Before Plyr is in, the video and its still fill the frame as they will after. */
  & > video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const standalone = css`
  aspect-ratio: 16 / 9;
`;

/** Holds the frame and, until Plyr is set up, our Play over it. */
const stage = css`
  position: relative;
`;

/** Plyr's large Play button, as its stylesheet draws it (which comes with Plyr). */
const bigPlay = css`
  position: absolute;
  top: 50%;
  left: 50%;
  z-index: 2;
  display: grid;
  place-items: center;
  padding: 15px;
  border: 0;
  border-radius: 100%;
  background: var(--choir-color-primary);
  color: #fff;
  opacity: 0.9;
  transform: translate(-50%, -50%);
  cursor: pointer;
  & > svg {
    position: relative;
    left: 2px;
  }
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;

/** Signs that the user reaches for the video, on its frame: then Plyr is set up. */
const REACHING = ['pointerenter', 'pointerdown', 'focusin'] as const;

const filling = css`
  height: 100%;
`;

/** Plyr's labels in the interface language. */
function plyrTexts(t: (key: string) => string) {
  const keys = [
    'restart',
    'rewind',
    'play',
    'pause',
    'fastForward',
    'seek',
    'seekLabel',
    'played',
    'buffered',
    'currentTime',
    'duration',
    'volume',
    'mute',
    'unmute',
    'enableCaptions',
    'disableCaptions',
    'enterFullscreen',
    'exitFullscreen',
    'captions',
    'settings',
    'menuBack',
    'speed',
    'normal',
    'quality',
    'disabled',
    'enabled',
  ] as const;
  return Object.fromEntries(keys.map((key) => [key, t(`learning.player.${key}`)]));
}

function startQuality(settings: VideoSettings, sizes: number[]): number {
  if (settings.quality !== 'auto' && sizes.includes(settings.quality)) return settings.quality;
  const sorted = [...sizes].sort((a, b) => b - a);
  // "auto": the smaller rendition on phone-sized screens, the best one otherwise.
  const small = typeof window !== 'undefined' && window.innerWidth < 700;
  return (small ? sorted[sorted.length - 1] : sorted[0]) ?? 720;
}

export interface PlyrVideoProps {
  source: VideoSourceDto;
  tracks: SubtitleDto[];
  /** The lesson title (the video's accessible name). */
  title: string;
  /** Where its playback is reported (its clock, pause, end and leaving). */
  progress?: ElementProgress;
  /** Fill the parent box (inside the practice tools) instead of keeping 16:9 itself. */
  fill?: boolean;
}

/**
 * The video player: Plyr in the element's shadow root, with our icon sprite, captions off/de/en/fr/it,
 * quality and speed from the user's video settings (changes are stored back), keyboard control
 * when focused, and fullscreen.
 *
 * Plyr's code is loaded and Plyr set up when the user first reaches for the video (the pointer on
 * it, a tap, the keyboard's focus in it, our Play, or the video starting from the practice tools),
 * not with the lesson: its set-up is one long task (~100 ms on a phone, often more) that kept a
 * freshly opened lesson from answering. Until then the video's still shows with a Play button
 * drawn as Plyr's; once the user has reached for it, a new video of this player (a language
 * change) gets Plyr at once.
 */
export function PlyrVideo({ source, tracks, title, progress, fill = false }: PlyrVideoProps) {
  const core = useCore();
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const reporter = useRef(progress);
  reporter.current = progress;
  /** Plyr (or, when its code cannot load, the browser's own controls) took over from our Play. */
  const [plyrUp, setPlyrUp] = useState(false);
  /** The user reached for this player once: its next video (a language change) gets Plyr at once. */
  const reachedOnce = useRef(false);
  /** Sets Plyr up now (the current video's); `play`: and starts the video (our Play). */
  const reach = useRef<(play: boolean) => void>(() => {});

  // Before the browser paints: the video and its still come with the frame that shows the player.
  useLayoutEffect(() => {
    const container = holder.current;
    if (!container) return;
    let disposed = false;
    let player: Plyr | null = null;
    const video = document.createElement('video');
    video.crossOrigin = 'anonymous';
    video.playsInline = true;
    video.preload = 'metadata';
    video.poster = source.poster;
    video.setAttribute('aria-label', t('learning.player.videoLabel', { title }));
    for (const item of source.sources) {
      const element = document.createElement('source');
      element.src = item.src;
      element.type = item.type;
      element.setAttribute('size', String(item.size));
      video.append(element);
    }
    for (const track of tracks) {
      const element = document.createElement('track');
      element.kind = 'captions';
      element.label = track.label;
      element.srclang = track.language;
      element.src = track.src;
      video.append(element);
    }
    container.replaceChildren(video);

    const playback = reporter.current?.playback();
    const at = () => ({ time: video.currentTime, duration: video.duration });
    const onTime = () => playback?.time({ ...at(), playing: !video.paused });
    const onPause = () => playback?.paused(at());
    const onEnded = () => playback?.ended();
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);

    let wantsPlay = false;
    let reached: () => void = () => {};
    const reaching = new Promise<void>((resolve) => {
      reached = resolve;
    });
    reach.current = (play) => {
      reachedOnce.current = true;
      wantsPlay ||= play;
      reached();
    };
    const frame = container.parentElement;
    const onReach = () => reach.current(false);
    for (const sign of REACHING) frame?.addEventListener(sign, onReach, { passive: true });
    video.addEventListener('play', onReach);
    const stopListening = () => {
      for (const sign of REACHING) frame?.removeEventListener(sign, onReach);
      video.removeEventListener('play', onReach);
    };
    if (reachedOnce.current) reach.current(false);
    // Its code comes once the still is painted and the page has loaded and is idle, so a first tap
    // on Play on a slow network does not wait for it (the set-up waits for the user).
    void afterNextPaint().then(() => afterLoadWhenIdle(() => void loadPlyr().catch(() => undefined)));

    // Plyr sets speed and quality on the element: only once the element has begun to load its
    // sources (a task later), which would otherwise reset them. And only once the video's still
    // is painted: neither Plyr's code nor its set-up should hold the picture back.
    void reaching
      .then(() => {
        stopListening();
        return afterNextPaint();
      })
      .then(loadPlyr)
      .then(({ createPlyr, playerCss }) => {
        if (disposed) return;
        const root = container.getRootNode();
        injectPlyrStyles(root, playerCss);
        const iconUrl = plyrIconUrl(core.apiBase.value);
        if (isCrossOrigin(iconUrl)) void injectPlyrSprite(root, iconUrl);
        const settings = core.videoSettings.settings.value;
        const sizes = source.sources.map((item) => item.size);
        // Until the user picks a track, captions come in the interface language (de, en and fr all have one).
        const captionLanguage = settings.caption === 'off' ? core.language.value : settings.caption;
        player = createPlyr(video, {
          iconUrl,
          loadSprite: false,
          // On teardown Plyr points the video at a blank file on its CDN; an empty source asks nobody.
          blankVideo: '',
          controls: [
            'play-large',
            'rewind',
            'play',
            'fast-forward',
            'progress',
            'current-time',
            'duration',
            'mute',
            'volume',
            'captions',
            'settings',
            'fullscreen',
          ],
          settings: ['captions', 'quality', 'speed'],
          captions: { active: settings.caption !== 'off', language: captionLanguage, update: false },
          quality: { default: startQuality(settings, sizes), options: sizes },
          speed: { selected: settings.speed, options: [...SPEEDS] },
          keyboard: { focused: true, global: false },
          tooltips: { controls: true, seek: true },
          fullscreen: { enabled: true, fallback: true, iosNative: true },
          storage: { enabled: false },
          seekTime: 5,
          i18n: plyrTexts(t),
        });
        const current = player;
        let ready = false;
        current.on('ready', () => {
          ready = true;
        });
        const store = (patch: Partial<VideoSettings>) => {
          if (ready) core.videoSettings.update(patch);
        };
        current.on('ratechange', () => store({ speed: current.speed }));
        // The event carries the new quality; the player's getter lags until the new source loads.
        current.on('qualitychange', (event) => {
          const quality = Number((event.detail as { quality?: unknown }).quality);
          if (Number.isFinite(quality)) store({ quality });
        });
        const storeCaption = () =>
          store({
            caption:
              current.currentTrack >= 0 ? ((current.language as VideoSettings['caption']) ?? 'off') : 'off',
          });
        current.on('captionsenabled', storeCaption);
        current.on('captionsdisabled', storeCaption);
        current.on('languagechange', storeCaption);
        // Keyboard focus on our Play moves to Plyr's, which takes its place.
        const scope = root instanceof ShadowRoot || root instanceof Document ? root : null;
        const focused = scope !== null && scope.activeElement === playButton.current;
        setPlyrUp(true);
        if (focused) scope.querySelector<HTMLElement>('.plyr__control--overlaid')?.focus();
        if (wantsPlay) playThroughReload(video, () => current.play());
      })
      .catch((error: unknown) => {
        core.env.log('The video player could not be loaded', error);
        // Without Plyr (its code did not load: offline, no copy kept) the browser's own controls play it.
        if (disposed) return;
        video.controls = true;
        setPlyrUp(true);
        if (wantsPlay) playThroughReload(video, () => video.play());
      });

    return () => {
      disposed = true;
      stopListening();
      reach.current = () => {};
      setPlyrUp(false);
      playback?.left(at());
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      try {
        player?.destroy();
      } catch (error) {
        core.env.log('Plyr could not be destroyed', error);
      }
      container.replaceChildren();
    };
  }, [core, source, tracks, title, t]);

  return (
    <div css={[stage, fill && filling]}>
      <div ref={holder} css={[frame, fill ? filling : standalone]} part="video-player" />
      {plyrUp ? null : (
        <button
          ref={playButton}
          type="button"
          css={bigPlay}
          part="video-play"
          aria-label={t('learning.player.play')}
          onClick={() => reach.current(true)}
        >
          <Icon shape={playIcon} size={18} />
        </button>
      )}
    </div>
  );
}
