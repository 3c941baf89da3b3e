/**
 * The app's one icon set: line icons on a 24 px grid, drawn in `currentColor` by `<Icon>`. Each icon
 * is its own export, so a page's bundle keeps only the icons it draws (read them as `icons.play`
 * through `import * as icons`, which esbuild tree-shakes member by member).
 */
export interface IconShape {
  d: string;
  /** Filled instead of stroked (play, pause). */
  solid?: boolean;
}

const line = (d: string): IconShape => ({ d });

export const play: IconShape = { d: 'M8 5.5v13l11-6.5z', solid: true };
export const pause: IconShape = { d: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z', solid: true };
export const previous = line('M6 5v14M19 5l-10 7 10 7z');
export const next = line('M18 5v14M5 5l10 7-10 7z');
export const arrowLeft = line('M19 12H5M11 6l-6 6 6 6');
export const arrowRight = line('M5 12h14M13 6l6 6-6 6');
export const chevronLeft = line('M15 18l-6-6 6-6');
export const chevronRight = line('M9 6l6 6-6 6');
export const menu = line('M4 6h16M4 12h16M4 18h16');
export const close = line('M6 6l12 12M18 6L6 18');
export const more = line('M5 12h.01M12 12h.01M19 12h.01');
export const search = line('M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.35-4.35');
export const check = line('M5 12.5l4.5 4.5L19 7.5');
export const download = line('M12 4v11M7 10l5 5 5-5M5 20h14');
export const trash = line('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');
export const user = line('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0');
export const door = line('M15 4h4v16h-4M10 17l5-5-5-5M15 12H3');
export const library = line('M5 4h4v16H5zM11 4h4v16h-4zM17 5l3 .8-3.5 14.4-3-.8');
export const bell = line('M18 16v-5a6 6 0 1 0-12 0v5l-2 2h16zM10 21h4');
export const settings = line(
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
);
export const gear = line(
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15l1.6 1.2-2 3.4-1.9-.7a7 7 0 0 1-2 1.2L14.8 22h-4l-.3-1.9a7 7 0 0 1-2-1.2l-1.9.7-2-3.4L6.2 15a7 7 0 0 1 0-2.4L4.6 11.4l2-3.4 1.9.7a7 7 0 0 1 2-1.2L10.8 5.6h4l.3 1.9a7 7 0 0 1 2 1.2l1.9-.7 2 3.4-1.6 1.2a7 7 0 0 1 0 2.4z',
);
export const info = line('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01');
export const help = line(
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
);
export const alert = line('M12 3l10 18H2zM12 10v5M12 18h.01');
export const music = line(
  'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
);
export const shield = line('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z');
export const file = line('M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6');
export const page = line('M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h4');
export const bug = line(
  'M8 2l1.9 1.9M16 2l-1.9 1.9M9 7.1V6a3 3 0 0 1 6 0v1.1M12 20c-3.3 0-6-2.7-6-6v-3a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v3c0 3.3-2.7 6-6 6zM12 20v-9M6.5 13H3M21 13h-3.5',
);
export const wifiOff = line(
  'M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.3-1.7M12 20h.01',
);
export const storage = line(
  'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
);
export const eye = line(
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
);
export const cart = line('M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01');
export const list = line('M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01');
export const mic = line('M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM19 11a7 7 0 0 1-14 0M12 18v3');
export const sliders = line('M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4');
export const loop = line('M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3');
export const text = line('M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7M9 19h4');
export const video = line('M3 6h13v12H3zM16 10l5-3v10l-5-3');
export const exercise = line('M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9');
export const lock = line('M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4');
export const bookmark = line('M6 3h12v18l-6-4-6 4z');
export const metronome = line('M8 3h8l4 18H4zM12 17l5-11M7 17h10');
export const sparkle = line('M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z');
