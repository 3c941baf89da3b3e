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

/**
 * Once the still has arrived and is decoded (or failed, or STILL_WAIT_MS passed: offline without
 * a copy), then a task after the frame after next: the first frame paints the still, and it is on
 * the screen by the next (after one frame only, Chromium reported the still's paint a few ms after
 * Plyr's code was asked for). The page's load event does not wait for a poster set after it, so
 * without this Plyr's code could race the still on a phone.
 */
export function afterStill(poster: string | undefined): Promise<void> {
  if (!poster) return afterNextPaint();
  const still = new Image();
  still.src = poster;
  const waited = new Promise<void>((resolve) => setTimeout(resolve, STILL_WAIT_MS));
  return Promise.race([still.decode().catch(() => undefined), waited])
    .then(afterNextPaint)
    .then(afterNextPaint);
}
const STILL_WAIT_MS = 3000;

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
