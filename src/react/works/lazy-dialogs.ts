import { useEffect, useRef, useState } from 'react';
import { withTexts } from '../../core/i18n/register-texts';

type DialogsModule = typeof import('./works-dialog-host');

// The dialogs register their own texts; they render once those are in.
const load = () => import('./works-dialog-host').then(withTexts);

/** Starts loading the dialogs before they are needed: a download that fails may need one, offline. */
export function preloadWorkDialogs(): void {
  load().catch(() => {});
}

/**
 * The works dialogs are not part of the list's first paint, so they load on first need: the module
 * once `needed` has been true, else null. `onFailure` runs when it cannot load (offline), so the
 * screen can say so; the next need tries again.
 */
export function useWorkDialogs(needed: boolean, onFailure: () => void): DialogsModule | null {
  const [dialogs, setDialogs] = useState<DialogsModule | null>(null);
  const failure = useRef(onFailure);
  failure.current = onFailure;
  useEffect(() => {
    if (!needed || dialogs) return;
    let live = true;
    load().then(
      (loaded) => live && setDialogs(loaded),
      (error: unknown) => {
        console.warn('[choir-coach] The dialog could not be loaded', error);
        if (live) failure.current();
      },
    );
    return () => {
      live = false;
    };
  }, [needed, dialogs]);
  return dialogs;
}
