import { signal } from '@preact/signals-core';

/**
 * True while a player is in stage mode (stage.ts): the app's layout hides its header, navigation
 * and footer, in the host's full screen as in the page. A module of its own, so that only the app
 * and the player load it (the works page's budget has no room for it in the shared core).
 */
export const appChromeHidden = signal(false);
