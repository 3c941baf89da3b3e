/**
 * Stage mode (issue 36): the score fills the screen at the music stand. The player's host goes full
 * screen where the browser allows it, and the app hides its chrome (`chromeHidden`, app-chrome.ts,
 * which the app's layout reads); where full screen is refused, the player covers the page. The
 * screen stays awake meanwhile.
 */
import { type ReadonlySignal, type Signal, signal } from '@preact/signals-core';

/** A held screen wake lock (the Screen Wake Lock API's sentinel). */
export interface WakeLockHold {
  release(): Promise<void>;
}

/** What stage mode asks of the browser: given, so it is tested without one. */
export interface StageEnvironment {
  document: Pick<
    Document,
    'fullscreenElement' | 'exitFullscreen' | 'visibilityState' | 'addEventListener' | 'removeEventListener'
  >;
  /** `navigator.wakeLock`, absent where the browser has none. */
  wakeLock?: { request(type: 'screen'): Promise<WakeLockHold> } | undefined;
  log(message: string, detail?: unknown): void;
}

export interface StageMode {
  active: ReadonlySignal<boolean>;
  /** Enters stage mode; called in the user's gesture (the browser allows full screen only then). */
  enter(host: Element): Promise<void>;
  leave(): void;
  toggle(host: Element): void;
}

/** Stage mode of one player; `chromeHidden` is the app's signal to hide its header, navigation and footer. */
export function createStageMode(env: StageEnvironment, chromeHidden: Signal<boolean>): StageMode {
  const active = signal(false);
  /** Whether the browser shows the host full screen (else the fallback: the player covers the page). */
  let fullscreen = false;
  let hold: Promise<WakeLockHold | null> | null = null;

  const keepAwake = () => {
    if (!env.wakeLock) return;
    const held = hold;
    hold = env.wakeLock.request('screen').catch((error: unknown) => {
      // Refused (a low battery, a page not shown): the score is still there, the screen may dim.
      env.log('Screen wake lock refused', error);
      return null;
    });
    void held?.then((lock) => lock?.release());
  };
  const letSleep = () => {
    void hold?.then((lock) => lock?.release());
    hold = null;
  };

  // The browser drops a wake lock whenever the page is hidden: ask again when it is shown.
  const onVisibility = () => {
    if (active.peek() && env.document.visibilityState === 'visible') keepAwake();
  };
  // Full screen left by the browser (its own Escape, a gesture): stage mode ends with it.
  const onFullscreen = () => {
    if (!env.document.fullscreenElement && fullscreen) leave();
  };

  function leave() {
    if (!active.peek()) return;
    active.value = false;
    chromeHidden.value = false;
    env.document.removeEventListener('visibilitychange', onVisibility);
    env.document.removeEventListener('fullscreenchange', onFullscreen);
    letSleep();
    if (fullscreen) {
      fullscreen = false;
      if (env.document.fullscreenElement)
        env.document.exitFullscreen().catch((error: unknown) => env.log('Full screen not left', error));
    }
  }

  async function enter(host: Element) {
    if (active.peek()) return;
    active.value = true;
    chromeHidden.value = true;
    env.document.addEventListener('visibilitychange', onVisibility);
    env.document.addEventListener('fullscreenchange', onFullscreen);
    keepAwake();
    // Asked in the same task as the gesture; without the API (an iPhone) or refused, the fallback stays.
    if (typeof host.requestFullscreen !== 'function') return;
    try {
      await host.requestFullscreen({ navigationUI: 'hide' });
      if (active.peek()) fullscreen = true;
      else await env.document.exitFullscreen();
    } catch (error) {
      env.log('Full screen refused: the app hides its chrome instead', error);
    }
  }

  return {
    active,
    enter,
    leave,
    toggle: (host) => (active.peek() ? leave() : void enter(host)),
  };
}
