import type Plyr from 'plyr';
import { SPEEDS, type VideoController } from '../../../core/learning/video-controller';

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

/**
 * Plyr's set-up: our icon sprite, its controls, captions, quality and speed as the controller
 * starts them (the user's video settings), keyboard control when focused, and fullscreen.
 */
export function plyrOptions(
  video: VideoController,
  sizes: number[],
  iconUrl: string,
  t: (key: string) => string,
): Plyr.Options {
  return {
    iconUrl,
    loadSprite: false,
    // On teardown Plyr points the video at a blank file on its CDN; an empty source asks nobody.
    blankVideo: '',
    // One Play per video, first in the bar where the lesson's stand-in draws it (video-player.tsx).
    controls: [
      'play',
      'rewind',
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
    captions: { ...video.captions.value, update: false },
    quality: { default: video.quality.value, options: sizes },
    speed: { selected: video.speed.value, options: [...SPEEDS] },
    keyboard: { focused: true, global: false },
    tooltips: { controls: true, seek: true },
    fullscreen: { enabled: true, fallback: true, iosNative: true },
    storage: { enabled: false },
    seekTime: 5,
    i18n: plyrTexts(t),
  };
}
