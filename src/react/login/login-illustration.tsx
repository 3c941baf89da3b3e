import { css, keyframes } from '@emotion/react';
import { BeatMarker } from '../components/beat-marker';

/** The 4/4 beat pattern a conductor draws, with the beat points numbered: the brand's visual. */
const PATTERN =
  'M165 58 C163 120 160 190 160 222 C150 190 120 176 72 186 C110 168 200 168 250 190 C235 150 190 90 165 58';

const draw = keyframes`
  from { stroke-dashoffset: 900; }
  to { stroke-dashoffset: 0; }
`;

export function LoginIllustration() {
  return (
    <svg
      viewBox="0 0 320 280"
      aria-hidden="true"
      focusable="false"
      // Shorter on a short screen, so the whole card fits a 1280 × 800 one under the language switch.
      css={css`
        width: auto;
        max-width: 100%;
        height: min(315px, 32vh);
      `}
    >
      <path
        d={PATTERN}
        fill="none"
        stroke="var(--choir-color-on-brand)"
        strokeOpacity="0.22"
        strokeWidth="14"
        strokeLinecap="round"
      />
      <path
        d={PATTERN}
        fill="none"
        stroke="var(--choir-color-on-brand)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="900"
        // Drawn once, then still: an endless animation restyles the page 60 times a second for as
        // long as the sign-in page is open (a phone's battery, and every test's CPU).
        css={css`
          animation: ${draw} 3.2s ease-in-out both;
        `}
      />
      {[
        { x: 160, y: 222, n: 1 },
        { x: 72, y: 186, n: 2 },
        { x: 250, y: 190, n: 3 },
        { x: 165, y: 58, n: 4 },
      ].map((beat) => (
        <BeatMarker key={beat.n} x={beat.x} y={beat.y} label={beat.n} />
      ))}
    </svg>
  );
}
