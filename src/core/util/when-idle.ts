/**
 * Runs `work` once the page has loaded and the main thread is idle (at the latest `timeoutMs`
 * after the load), so background work such as the offline worker's install, which downloads every
 * chunk of the app, does not compete with the first view for the network and the main thread.
 */
export function afterLoadWhenIdle(work: () => void, timeoutMs = 3000, target: Window = window): void {
  const idle = () =>
    typeof target.requestIdleCallback === 'function'
      ? target.requestIdleCallback(() => work(), { timeout: timeoutMs })
      : target.setTimeout(work, 0);
  if (target.document.readyState === 'complete') idle();
  else target.addEventListener('load', idle, { once: true });
}
