/**
 * Plyr's chunk, asked for once, after the still is painted when the page is idle (or when the user
 * reaches for the video first):
 * asked with the lesson, its 35 KB shared a phone's network with the lesson's own code and data and
 * held the first view back.
 * A failed load is asked again by the next player (and logged by this one).
 */
let plyrChunk: Promise<typeof import('./plyr-setup')> | null = null;
export const loadPlyr = () => {
  plyrChunk ??= import('./plyr-setup').catch((error: unknown) => {
    plyrChunk = null;
    throw error;
  });
  return plyrChunk;
};

/** A task after the next frame (or 100 ms, where frames wait: a page in the background). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      next();
    });
    const fallback = setTimeout(() => {
      cancelAnimationFrame(frame);
      next();
    }, 100);
  });
}
