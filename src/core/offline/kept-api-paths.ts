/**
 * The API paths (after the base) whose GET responses a screen needs again offline: the offline
 * worker keeps the last response for the same credentials (src/sw/offline-worker.ts), and a first
 * visit repeats those it made before the worker took control (early-gets.ts).
 */
export const KEPT_API_PATHS =
  /^\/(topics(\/\d+(\/(subtitles|videoSrc|example))?)?|catalogue(\/[^/]+)?|purchases(\/packs|\/[^/]+\/seats)?|auth\/(usersettings|sessions|whoami))$/;

/** The path of `url` after the API base `apiBase` (absolute, no trailing slash), or null outside it. */
export function apiPathOf(url: string, apiBase: string): string | null {
  const address = new URL(url);
  const base = new URL(apiBase);
  if (address.origin !== base.origin || !address.pathname.startsWith(`${base.pathname}/`)) return null;
  return address.pathname.slice(base.pathname.length);
}
