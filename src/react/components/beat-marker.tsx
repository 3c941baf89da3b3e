/** A numbered beat point of a drawn conducting pattern: a white disc with the beat's number on it. */
export function BeatMarker({
  x,
  y,
  label,
  radius = 15,
  color = 'var(--choir-color-primary)',
}: {
  x: number;
  y: number;
  label: string | number;
  radius?: number;
  color?: string;
}) {
  return (
    <g>
      <circle cx={x} cy={y} r={radius} fill="#fff" />
      <text
        x={x}
        y={y + 5}
        textAnchor="middle"
        fontSize="15"
        fontWeight="800"
        fill={color}
        fontFamily="system-ui, sans-serif"
      >
        {label}
      </text>
    </g>
  );
}
