import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const wrapper = css`
  position: absolute;
  inset: 0;
  video {
    transition: transform 160ms ease;
  }
`;

/** Mirrors the picture only: controls drawn by a player around the <video> stay as they are. */
const flipped = css`
  video {
    transform: scaleX(-1);
  }
`;

/**
 * Mirrors the lesson video on demand (CSS `transform: scaleX(-1)` on every `<video>` inside), so
 * a conductor filmed from the front moves like one's own reflection. The wrapper carries the
 * class `mirrored` and `data-mirrored` while on. A video with native `controls` would show them
 * mirrored too: use a player (Plyr) or the practice tools' own play button.
 */
export function MirroredVideo({ mirrored, children }: { mirrored: boolean; children: ReactNode }) {
  return (
    <div
      css={[wrapper, mirrored && flipped]}
      className={mirrored ? 'mirrored' : undefined}
      data-mirrored={mirrored}
      part="video"
    >
      {children}
    </div>
  );
}
