/** Loaded on demand by the video player, so Plyr and its stylesheet stay out of the main bundle. */
import Plyr from 'plyr';
import { cssText } from '../../styles/css-text';
import { plyrCss } from './plyr-css';

/**
 * Our look for Plyr inside the elements: the theme's colours (its menus and tooltips on the glass
 * surface, so they are dark in the dark scheme), rounded, fills its box.
 */
const themeCss = cssText`
.plyr { --plyr-color-main: var(--choir-color-primary); --plyr-font-family: var(--choir-font-family);
  --plyr-video-control-color-hover: var(--choir-color-on-primary);
  --plyr-menu-background: var(--choir-color-glass); --plyr-menu-color: var(--choir-color-text);
  --plyr-menu-arrow-color: var(--choir-color-muted); --plyr-menu-back-border-color: var(--choir-color-border);
  --plyr-tooltip-background: var(--choir-color-glass); --plyr-tooltip-color: var(--choir-color-text);
  --plyr-captions-background: color-mix(in srgb, var(--choir-color-media) 82%, transparent);
  --plyr-captions-text-color: var(--choir-color-on-media);
  width: 100%; height: 100%; border-radius: inherit; }
.plyr video { object-fit: contain; background: var(--choir-color-media); }
/* The video's own still shows from its first paint; Plyr's copy of it would paint it again later. */
.plyr__poster { display: none; }
/* Captions at the top, below the overlay's chips: at the bottom they covered the pattern's beat numbers. */
.plyr__captions, .plyr:not(.plyr--hide-controls) .plyr__controls:not(:empty) ~ .plyr__captions {
  top: 0; bottom: auto; padding-top: 50px; transform: none; font-size: clamp(15px, 2.4vw, 22px); }
/* A finger's size on a touch screen (44 px): buttons, and the seek and volume bars' height. */
@media (pointer: coarse) {
  .plyr__controls .plyr__control { padding: 13px; }
  .plyr__controls input[type=range] { height: 44px; }
}
.plyr--full-ui input[type=range] { color: var(--choir-color-primary); }
@media (max-width: 600px) {
  .plyr [data-plyr='rewind'], .plyr [data-plyr='fast-forward'], .plyr__volume input[type=range] { display: none; }
}
`;

export const playerCss = `${plyrCss}\n${themeCss}`;

/**
 * Plyr on `video`. Its constructor looks for `--plyr-*` custom properties in the video's inline
 * style by spreading `video.style`, and in Chromium that enumerates all ~740 CSS properties (about
 * 20 ms; four times that on a phone, in the lesson's longest task) to find none. With no inline
 * style there is nothing to move: while Plyr is made, the video's style is a stand-in that reads and
 * writes the real one but lists no properties.
 */
export function createPlyr(video: HTMLVideoElement, options: Plyr.Options): Plyr {
  const style = video.style;
  const own = video as unknown as { style?: unknown };
  if (style.length === 0) {
    const unlisted = new Proxy(
      {},
      {
        get(_, key) {
          const value: unknown = Reflect.get(style, key);
          return typeof value === 'function' ? value.bind(style) : value;
        },
        set: (_, key, value) => Reflect.set(style, key, value),
        ownKeys: () => [],
      },
    );
    Object.defineProperty(video, 'style', { configurable: true, value: unlisted });
  }
  try {
    return new Plyr(video, options);
  } finally {
    if (Object.hasOwn(video, 'style')) delete own.style;
  }
}

export type { Plyr };
