/**
 * An icon of the set in `icons/` (one file per icon, so that a page's chunks carry only the icons it
 * draws): a path on a 24 px grid.
 */
export interface IconShape {
  d: string;
  /** Filled instead of stroked (play, pause). */
  solid?: boolean;
}

export interface IconProps {
  shape: IconShape;
  size?: number;
  /** Spoken name; without it the icon is decoration and hidden from assistive technology. */
  label?: string;
  /** Draw a line icon filled (a saved bookmark). */
  filled?: boolean;
}

/** One icon of the set in `icons/`, `size` px square, in the text colour around it. */
export function Icon({ shape, size = 20, label, filled = false }: IconProps) {
  const solid = filled || shape.solid;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={solid ? 'currentColor' : 'none'}
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
