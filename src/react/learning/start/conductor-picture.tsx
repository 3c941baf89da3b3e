import { css } from '@emotion/react';
import { useMemo } from 'react';
import { beatPattern, ictusPoints, patternPath } from '../../../core/practice/patterns';
import { BeatMarker } from '../../components/beat-marker';
import { SMALL_SCREEN } from '../../styles/theme';

const guestPicture = css`
  width: 100%;
  max-width: 360px;
  justify-self: center;
  ${SMALL_SCREEN} {
    display: none;
  }
`;

/** The four-beat pattern (the same geometry as the practice videos) fitted into the picture. */
function fourBeatDrawing() {
  const pattern = beatPattern(4);
  const path = patternPath(pattern, false, 32);
  const points = ictusPoints(pattern);
  const all = [...path, ...points];
  const minU = Math.min(...all.map((p) => p.u));
  const maxU = Math.max(...all.map((p) => p.u));
  const minV = Math.min(...all.map((p) => p.v));
  const maxV = Math.max(...all.map((p) => p.v));
  const scale = Math.min(240 / (maxU - minU), 170 / (maxV - minV));
  const x = (u: number) => 160 + (u - (minU + maxU) / 2) * scale;
  const y = (v: number) => 205 - (v - minV) * scale;
  return {
    d: path.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.u).toFixed(1)} ${y(p.v).toFixed(1)}`).join(''),
    beats: points.map((p, i) => ({ x: x(p.u), y: y(p.v), label: String(i + 1) })),
  };
}

/** A conductor's four-beat pattern with numbered beats, drawn for the guest welcome. */
export function ConductorPicture() {
  const { d, beats } = useMemo(fourBeatDrawing, []);
  return (
    <svg css={guestPicture} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect
        x="4"
        y="4"
        width="312"
        height="232"
        rx="24"
        fill="var(--choir-color-on-brand)"
        fillOpacity="0.12"
      />
      <path
        d={d}
        fill="none"
        stroke="var(--choir-color-on-brand)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {beats.map((beat) => (
        <BeatMarker key={beat.label} x={beat.x} y={beat.y} label={beat.label} radius={14} />
      ))}
    </svg>
  );
}
