/** Line icons of My works and the player (24 px grid; `currentColor`; solid where named so). */
const SHAPES = {
  play: { d: 'M8 5.5v13l11-6.5z', solid: true },
  pause: { d: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z', solid: true },
  previous: { d: 'M6 5v14M19 5l-10 7 10 7z', solid: false },
  next: { d: 'M18 5v14M5 5l10 7-10 7z', solid: false },
  back: { d: 'M19 12H5M11 6l-6 6 6 6', solid: false },
  download: { d: 'M12 4v11M7 10l5 5 5-5M5 20h14', solid: false },
  check: { d: 'M5 12.5l4.5 4.5L19 7.5', solid: false },
  trash: { d: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3', solid: false },
  music: {
    d: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
    solid: false,
  },
  eye: {
    d: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    solid: false,
  },
  cart: {
    d: 'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01',
    solid: false,
  },
  key: {
    d: 'M15 7a4 4 0 1 1-3.9 4.9L4 19v2h3l1-1v-2h2v-2h2l1.1-1.1A4 4 0 0 1 15 7zM16.5 9.5h.01',
    solid: false,
  },
  list: { d: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01', solid: false },
  info: { d: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01', solid: false },
  mic: {
    d: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM19 11a7 7 0 0 1-14 0M12 18v3',
    solid: false,
  },
  sliders: { d: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4', solid: false },
  gear: {
    d: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15l1.6 1.2-2 3.4-1.9-.7a7 7 0 0 1-2 1.2L14.8 22h-4l-.3-1.9a7 7 0 0 1-2-1.2l-1.9.7-2-3.4L6.2 15a7 7 0 0 1 0-2.4L4.6 11.4l2-3.4 1.9.7a7 7 0 0 1 2-1.2L10.8 5.6h4l.3 1.9a7 7 0 0 1 2 1.2l1.9-.7 2 3.4-1.6 1.2a7 7 0 0 1 0 2.4z',
    solid: false,
  },
  loop: { d: 'M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3', solid: false },
  more: { d: 'M5 12h.01M12 12h.01M19 12h.01', solid: false },
  chevronLeft: { d: 'M15 18l-6-6 6-6', solid: false },
  chevronRight: { d: 'M9 6l6 6-6 6', solid: false },
  search: { d: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.35-4.35', solid: false },
  alert: { d: 'M12 3l10 18H2zM12 10v5M12 18h.01', solid: false },
  cloudOff: {
    d: 'M2 2l20 20M7 7a5 5 0 0 0-1 9.9h11M20.5 16.5A4 4 0 0 0 17 10h-1.3A6 6 0 0 0 10 6',
    solid: false,
  },
  storage: {
    d: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
    solid: false,
  },
  page: {
    d: 'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h4',
    solid: false,
  },
} as const;

export type WorksIconName = keyof typeof SHAPES;

export function WorksIcon({
  name,
  size = 20,
  label,
}: {
  name: WorksIconName;
  size?: number;
  label?: string;
}) {
  const shape = SHAPES[name];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={shape.solid ? 'currentColor' : 'none'}
      stroke={shape.solid ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={shape.d} />
    </svg>
  );
}
