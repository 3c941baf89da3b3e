import type { LearnElementType } from '../../core/contract/api';

/** Line icons of the learning screens (24 px grid, currentColor). */
const paths = {
  text: 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7M9 19h4',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  exercise: 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9',
  musicalExample: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  check: 'M5 12l5 5 9-10',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  tools: 'M4 20l7-7M13 4a5 5 0 0 0 6.5 6.5l-7 7-4-4zM3 9l3-3 3 3-3 3z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.35-4.35',
  metronome: 'M8 3h8l4 18H4zM12 17l5-11M7 17h10',
  play: 'M7 4v16l13-8z',
  pause: 'M7 4h3v16H7zM14 4h3v16h-3z',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
} as const;

export type LearningIconName = keyof typeof paths;

const FILLED: ReadonlySet<LearningIconName> = new Set(['play', 'pause']);

export function LearningIcon({
  name,
  size = 20,
  label,
  filled = false,
}: {
  name: LearningIconName;
  size?: number;
  label?: string;
  filled?: boolean;
}) {
  const solid = filled || FILLED.has(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={solid ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={solid ? 1 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** The icon of a learning-element type. */
export function TypeIcon({ type, size = 20 }: { type: LearnElementType; size?: number }) {
  return <LearningIcon name={type} size={size} />;
}
