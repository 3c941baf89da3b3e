/**
 * A numbered beat point of a drawn conducting pattern on a brand panel: a disc in the panel's text
 * colour with the beat's number in the panel's colour.
 */
export function BeatMarker({
  x,
  y,
  label,
  radius = 15,
}: {
  x: number;
  y: number;
  label: string | number;
  radius?: number;
}) {
  return (
    <g>
      <circle cx={x} cy={y} r={radius} fill="var(--choir-color-on-brand)" />
      <text
        x={x}
        y={y + 5}
        textAnchor="middle"
        fontSize="15"
        fontWeight="800"
        fill="var(--choir-color-brand)"
        fontFamily="system-ui, sans-serif"
      >
        {label}
      </text>
    </g>
  );
}
