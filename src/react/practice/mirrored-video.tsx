import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * The picture: the video, with its still until it plays (the video's own poster; Plyr's copy is
 * not shown), and the still a lesson draws before its video is set up (`data-video-still`).
 */
const PICTURE = 'video, [data-video-still]';

const wrapper = css`
  position: absolute;
  inset: 0;
  ${PICTURE} {
    transition: transform 160ms ease;
  }
`;

/** Mirrors the picture only: controls drawn by a player around the <video> stay as they are. */
const flipped = css`
  ${PICTURE} {
    transform: scaleX(-1);
  }
`;

/**
 * Mirrors the lesson video on demand (CSS `transform: scaleX(-1)` on every `<video>` inside), so
 * a conductor filmed from the front moves like one's own reflection. The still is mirrored with it:
 * before playing, left-handed would otherwise show the filmed figure beside the mirrored overlay. The wrapper carries the
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
