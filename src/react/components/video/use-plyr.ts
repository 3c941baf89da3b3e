import { effect } from '@preact/signals-core';
import type Plyr from 'plyr';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubtitleDto, VideoSourceDto } from '../../../core/contract/api';
import type { VideoController } from '../../../core/learning/video-controller';
import type { ElementProgress } from '../../../core/progress/progress-reporter';
import type { VideoSettings } from '../../../core/store/video-settings-store';
import { afterLoadWhenIdle } from '../../../core/util/when-idle';
import { useCore } from '../../hooks/use-core';
import { injectPlyrSprite, injectPlyrStyles, isCrossOrigin, plyrIconUrl } from './plyr-assets';
import { afterNextPaint, afterStill, loadPlyr } from './plyr-loader';
import { plyrOptions } from './plyr-options';
import { createVideoElement } from './video-element';

/** Signs that the user reaches for the video, on its frame: then Plyr is set up. */
const REACHING = ['pointerenter', 'pointerdown', 'focusin'] as const;

function listenForReach(frame: HTMLElement | null, reach: () => void): () => void {
  for (const sign of REACHING) frame?.addEventListener(sign, reach, { passive: true });
  return () => {
    for (const sign of REACHING) frame?.removeEventListener(sign, reach);
  };
}

/** The choices made in Plyr go to the controller (which stores the user's). */
function followChoices(player: Plyr, video: VideoController) {
  player.on('ready', () => video.ready());
  player.on('ratechange', () => video.chose({ speed: player.speed }));
  // The event carries the new quality; the player's getter lags until the new source loads.
  player.on('qualitychange', (event) => {
    const quality = Number((event.detail as { quality?: unknown }).quality);
    if (Number.isFinite(quality)) video.chose({ quality });
  });
  const caption = () =>
    video.chose({
      caption: player.currentTrack >= 0 ? ((player.language as VideoSettings['caption']) ?? 'off') : 'off',
    });
  player.on('captionsenabled', caption);
  player.on('captionsdisabled', caption);
  player.on('languagechange', caption);
}

/** Plyr on `media`, its stylesheet (and a sprite from another origin) put into the video's root. */
function createPlayer(
  media: HTMLVideoElement,
  video: VideoController,
  setup: Awaited<ReturnType<typeof loadPlyr>>,
  options: { sizes: number[]; apiBase: string; t: (key: string) => string },
): Plyr {
  const root = media.getRootNode();
  injectPlyrStyles(root, setup.playerCss);
  const iconUrl = plyrIconUrl(options.apiBase);
  if (isCrossOrigin(iconUrl)) void injectPlyrSprite(root, iconUrl);
  const player = setup.createPlyr(media, plyrOptions(video, options.sizes, iconUrl, options.t));
  followChoices(player, video);
  return player;
}

export interface PlyrSource {
  source: VideoSourceDto;
  tracks: SubtitleDto[];
  /** The lesson title (the video's accessible name). */
  title: string;
  progress?: ElementProgress | undefined;
}

/**
 * Shows a lesson's video in `holder` before the browser paints (its still comes with the frame
 * that shows the player), follows it with `video` and sets Plyr up once the user reaches for it;
 * `playButton`: our Play, whose keyboard focus moves to Plyr's.
 */
export function usePlyr(
  holder: RefObject<HTMLDivElement | null>,
  playButton: RefObject<HTMLButtonElement | null>,
  video: VideoController,
  { source, tracks, title, progress }: PlyrSource,
): void {
  const core = useCore();
  const { t } = useTranslation();
  const reporter = useRef(progress);
  reporter.current = progress;

  useLayoutEffect(() => {
    const container = holder.current;
    if (!container) return;
    let disposed = false;
    let player: Plyr | null = null;
    const media = createVideoElement(source, tracks, t('learning.player.videoLabel', { title }));
    container.replaceChildren(media);
    const sizes = source.sources.map((item) => item.size);
    const detach = video.attach(media, { sizes, playback: reporter.current?.playback() });
    const stopReaching = listenForReach(container.parentElement, () => video.reach(false));
    // Its code comes once the still is painted and the page has loaded and is idle, so a first tap
    // on Play on a slow network does not wait for it (the set-up waits for the user).
    void afterStill(source.poster).then(() =>
      afterLoadWhenIdle(() => void loadPlyr().catch(() => undefined)),
    );

    // Plyr sets speed and quality on the element: only once the element has begun to load its
    // sources (a task later), which would otherwise reset them. And only once the video's still
    // is painted: neither Plyr's code nor its set-up should hold the picture back.
    const setUp = () =>
      afterNextPaint()
        .then(loadPlyr)
        .then((setup) => {
          if (disposed) return;
          player = createPlayer(media, video, setup, { sizes, apiBase: core.apiBase.value, t });
          // Keyboard focus on our Play moves to Plyr's, which takes its place.
          const root = media.getRootNode();
          const scope = root instanceof ShadowRoot || root instanceof Document ? root : null;
          if (scope !== null && scope.activeElement === playButton.current)
            scope.querySelector<HTMLElement>('.plyr__controls [data-plyr="play"]')?.focus();
          const current = player;
          video.started(() => current.play());
        })
        .catch((error: unknown) => {
          core.env.log('The video player could not be loaded', error);
          // Without Plyr (its code did not load: offline, no copy kept) the browser's own controls play it.
          if (disposed) return;
          media.controls = true;
          video.started(() => media.play());
        });
    let settingUp = false;
    const stopWatching = effect(() => {
      if (!video.reached.value || settingUp) return;
      settingUp = true;
      stopReaching();
      void setUp();
    });

    return () => {
      disposed = true;
      stopWatching();
      stopReaching();
      detach();
      try {
        player?.destroy();
      } catch (error) {
        core.env.log('Plyr could not be destroyed', error);
      }
      container.replaceChildren();
    };
  }, [core, source, tracks, title, t, video, holder, playButton]);
}
