import type { Core } from '../core';
import { createPersistence, type StorageKey } from '../store/persistence';
import type { ErrorSignal } from './error-signal';

export const ERROR_REPORTS_KEY: StorageKey = 'choir.errorReports';

/**
 * Hands uncaught errors, unhandled rejections and failed API calls to the error reporter. This part
 * is on every page, so it only listens: the reporter is a lazy chunk, loaded on the first signal
 * or when reports wait in storage from an earlier page. While its chunk cannot load (offline, no
 * worker cache yet) a few signals wait in memory for the network.
 */
export function installErrorReports(core: Core, host: Window = globalThis as unknown as Window) {
  let handler: Promise<(signal: ErrorSignal) => void> | undefined;
  const waiting: ErrorSignal[] = [];
  const pass = (signal: ErrorSignal): void => {
    if (signal.type === 'online') for (const early of waiting.splice(0)) pass(early);
    handler ??= import('./error-reports').then(({ createErrorHandler }) =>
      createErrorHandler(core, host, createPersistence(core.env.storage, core.env.log)),
    );
    handler.then(
      (handle) => handle(signal),
      () => {
        handler = undefined;
        if (waiting.length < 10) waiting.push(signal);
      },
    );
  };
  host.addEventListener('error', (event) => pass({ type: 'error', event }));
  host.addEventListener('unhandledrejection', (event) => pass({ type: 'rejection', event }));
  host.addEventListener('online', () => pass({ type: 'online' }));
  core.onApiFailure((failure) => pass({ type: 'api', failure }));
  // Reports an earlier page left wait a little: an element applies its api-base when it connects,
  // and until then the address rule would send them to another server.
  const later = () => host.setTimeout(() => pass({ type: 'online' }), STARTUP_FLUSH_DELAY_MS);
  if (core.env.storage.getItem(ERROR_REPORTS_KEY)) {
    if (host.document?.readyState === 'complete') later();
    else host.addEventListener('load', later, { once: true });
  }
}

/** After the page's load, when reports left by an earlier page are sent. */
export const STARTUP_FLUSH_DELAY_MS = 3000;
