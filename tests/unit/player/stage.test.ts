import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createStageMode, type StageEnvironment } from '../../../src/core/player/stage';

/** A browser as stage mode sees it: a document that can go full screen and a wake lock that counts. */
function fakeBrowser({ fullscreen = 'allowed' as 'allowed' | 'refused' | 'missing', wakeLock = true } = {}) {
  const listeners = new Map<string, () => void>();
  const calls = { fullscreen: 0, exits: 0, locks: 0, releases: 0 };
  const document = {
    fullscreenElement: null as Element | null,
    visibilityState: 'visible' as DocumentVisibilityState,
    exitFullscreen: async () => {
      calls.exits++;
      document.fullscreenElement = null;
      listeners.get('fullscreenchange')?.();
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const host = {
    requestFullscreen:
      fullscreen === 'missing'
        ? undefined
        : async () => {
            calls.fullscreen++;
            if (fullscreen === 'refused') throw new TypeError('Permissions check failed');
            document.fullscreenElement = host as unknown as Element;
          },
  } as unknown as Element;
  const env: StageEnvironment = {
    document: document as unknown as StageEnvironment['document'],
    wakeLock: wakeLock
      ? {
          request: async () => {
            calls.locks++;
            return {
              release: async () => {
                calls.releases++;
              },
            };
          },
        }
      : undefined,
    log: () => undefined,
  };
  const emit = (type: string) => listeners.get(type)?.();
  return { env, host, document, calls, emit, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('stage mode', () => {
  it('shows the host full screen, hides the app chrome and keeps the screen awake', async () => {
    const browser = fakeBrowser();
    const chrome = signal(false);
    const stage = createStageMode(browser.env, chrome);
    await stage.enter(browser.host);
    expect(stage.active.value).toBe(true);
    expect(browser.document.fullscreenElement).toBe(browser.host);
    expect(chrome.value).toBe(true);
    expect(browser.calls).toMatchObject({ fullscreen: 1, locks: 1 });

    stage.leave();
    await settle();
    expect([stage.active.value, browser.document.fullscreenElement, chrome.value]).toEqual([
      false,
      null,
      false,
    ]);
    expect(browser.calls).toMatchObject({ exits: 1, releases: 1 });
  });

  it('falls back to hiding the chrome where full screen is refused or missing', async () => {
    for (const fullscreen of ['refused', 'missing'] as const) {
      const browser = fakeBrowser({ fullscreen });
      const chrome = signal(false);
      const stage = createStageMode(browser.env, chrome);
      await stage.enter(browser.host);
      expect([stage.active.value, browser.document.fullscreenElement, chrome.value]).toEqual([
        true,
        null,
        true,
      ]);
      stage.leave();
      expect(browser.calls.exits).toBe(0);
      expect(chrome.value).toBe(false);
    }
  });

  it('ends when the browser leaves full screen by itself', async () => {
    const browser = fakeBrowser();
    const chrome = signal(false);
    const stage = createStageMode(browser.env, chrome);
    await stage.enter(browser.host);
    browser.document.fullscreenElement = null;
    browser.emit('fullscreenchange');
    expect([stage.active.value, chrome.value]).toEqual([false, false]);
    await settle();
    expect(browser.calls.releases).toBe(1);
  });

  it('asks for the wake lock again when the page is shown again, not after leaving', async () => {
    const browser = fakeBrowser();
    const stage = createStageMode(browser.env, signal(false));
    await stage.enter(browser.host);
    browser.document.visibilityState = 'hidden';
    browser.emit('visibilitychange');
    browser.document.visibilityState = 'visible';
    browser.emit('visibilitychange');
    expect(browser.calls.locks).toBe(2);
    stage.leave();
    browser.emit('visibilitychange');
    expect(browser.calls.locks).toBe(2);
  });

  it('works without a wake lock, toggles, and listens to the document only while on stage', async () => {
    const browser = fakeBrowser({ wakeLock: false });
    const stage = createStageMode(browser.env, signal(false));
    expect(browser.listeners.size).toBe(0);
    stage.toggle(browser.host);
    await settle();
    expect(stage.active.value).toBe(true);
    expect(browser.listeners.size).toBe(2);
    stage.toggle(browser.host);
    expect(stage.active.value).toBe(false);
    expect(browser.listeners.size).toBe(0);
  });
});
