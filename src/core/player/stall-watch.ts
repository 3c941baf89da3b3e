/**
 * A playing `<audio>` whose clock stopped although the sound ahead is already loaded: WebKit's
 * media pipeline (measured in WebKitGTK 2.50, on a busy machine in about one start in four) can
 * report `waiting` just after it began and then never resume, with the whole file buffered. A
 * seek does not wake it; a passing change of the playback rate does, and it fires no pause or play
 * that the player would take for the user's. A clock that waits for the network is left alone.
 */

/** How long the clock may stand still with its sound loaded before it is woken (ms). */
export const STALL_MS = 1500;
/** How often a playing element's clock is looked at (ms). */
const CHECK_MS = 500;
/** Sound loaded ahead of the playhead that counts as "nothing to wait for" (s, or to the end). */
const LOADED_AHEAD_S = 2;
/** The passing rate change: small enough not to be heard, held for a few frames. */
const NUDGE_FACTOR = 1.01;
const NUDGE_MS = 100;

type Media = Pick<
  HTMLMediaElement,
  | 'addEventListener'
  | 'currentTime'
  | 'paused'
  | 'ended'
  | 'seeking'
  | 'buffered'
  | 'duration'
  | 'playbackRate'
>;

/** Whether the element holds the sound from its playhead on for a while (or to the end). */
export function loadedAhead(element: Pick<Media, 'currentTime' | 'buffered' | 'duration'>): boolean {
  const { currentTime, buffered, duration } = element;
  const wanted = Math.min(currentTime + LOADED_AHEAD_S, Number.isFinite(duration) ? duration : Infinity);
  for (let index = 0; index < buffered.length; index++)
    if (buffered.start(index) <= currentTime && buffered.end(index) >= wanted) return true;
  return false;
}

/**
 * Watches `element` from its `play` to its `pause`, `ended` or `emptied`; `restoreRate` puts the
 * player's own rate back after a nudge. `now` is the clock in ms (tests give their own).
 */
export function watchStalls(
  element: Media,
  restoreRate: () => void,
  now: () => number = () => performance.now(),
): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastTime = 0;
  let since = 0;
  const check = () => {
    const time = element.currentTime;
    if (element.paused || element.ended || element.seeking || time !== lastTime) {
      lastTime = time;
      since = now();
      return;
    }
    if (now() - since < STALL_MS || !loadedAhead(element)) return;
    since = now();
    element.playbackRate *= NUDGE_FACTOR;
    setTimeout(restoreRate, NUDGE_MS);
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  element.addEventListener('play', () => {
    stop();
    lastTime = element.currentTime;
    since = now();
    timer = setInterval(check, CHECK_MS);
  });
  for (const name of ['pause', 'ended', 'emptied'] as const) element.addEventListener(name, stop);
}
