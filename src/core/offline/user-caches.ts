/**
 * The Cache Storage the offline worker caches responses in that depend on who is signed in (the
 * topics and their lesson texts). Shared by the worker, which fills it, and the page, which drops
 * it when the session ends, so the next user of this browser (also offline) never sees them.
 */
export const USER_API_CACHE = 'choir-user-api';

/** Deletes the signed-in user's cached responses; a page without Cache Storage has none. */
export async function dropUserCaches(): Promise<void> {
  await globalThis.caches?.delete(USER_API_CACHE);
}
