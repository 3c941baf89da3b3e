/** Loaded on demand by the video player, so Plyr and its stylesheet stay out of the main bundle. */
import Plyr from 'plyr';
import { plyrCss } from './plyr-css';

/** Our look for Plyr inside the elements: the theme's primary colour, rounded, fills its box. */
const themeCss = `
.plyr { --plyr-color-main: var(--choir-color-primary, #1d4ed8); --plyr-font-family: var(--choir-font-family);
  --plyr-captions-background: rgb(15 23 42 / 0.82); --plyr-captions-text-color: #fff;
  width: 100%; height: 100%; border-radius: inherit; }
.plyr video { object-fit: contain; background: #0f172a; }
.plyr__captions { font-size: clamp(15px, 2.4vw, 22px); }
.plyr--full-ui input[type=range] { color: var(--choir-color-primary, #1d4ed8); }
@media (max-width: 600px) {
  .plyr [data-plyr='rewind'], .plyr [data-plyr='fast-forward'], .plyr__volume input[type=range] { display: none; }
}
`;

export const playerCss = `${plyrCss}\n${themeCss}`;
export { Plyr };
