import { type RefObject, useEffect, useRef, useState } from 'react';
import { withTexts } from '../../core/i18n/register-texts';
import { loadStageBar } from './player-controls';

type DialogsModule = typeof import('./player-dialog-host');
type Host = DialogsModule['PlayerDialogHost'];

/**
 * How long after the first view is shown the dialogs load unasked: a phone gets the score's pages
 * and the recording first (as the app's topics wait, app-start.ts). A plain timer: the page has
 * loaded by then, and `when-idle.ts` would be one file more on this page.
 */
const DIALOGS_LATER_MS = 5000;

let host: Host | null = null;
let loading: Promise<Host> | null = null;

/** Loads the dialogs once (again after a failure), with the options' texts they register. */
function loadDialogs(): Promise<Host> {
  // The desk mode's row comes along (player-controls.tsx): entering the mode finds it in.
  void loadStageBar().catch(() => undefined);
  loading ??= import('./player-dialog-host').then(withTexts).then(
    (module: DialogsModule) => {
      host = module.PlayerDialogHost;
      return host;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The player's dialogs (`player-dialog-host.tsx`), a chunk of their own that the first view does
 * without: null until it is in. It loads when `wanted` (a dialog was asked for), at the first
 * pointer, touch, focus or key in the player, and at the latest `DIALOGS_LATER_MS` after the first
 * view is `shown`, so a dialog opens at once, offline too. `onFailed`: wanted, it could not load.
 */
export function useLazyDialogs(
  main: RefObject<HTMLElement | null>,
  { shown, wanted, onFailed }: { shown: boolean; wanted: boolean; onFailed(error: unknown): void },
): Host | null {
  // A function in state is called as an updater: the component is kept in a box.
  const [loaded, setLoaded] = useState<{ Host: Host } | null>(host && { Host: host });
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    if (loaded || !wanted) return;
    let current = true;
    loadDialogs().then(
      (Host) => current && setLoaded({ Host }),
      (error: unknown) => current && failed.current(error),
    );
    return () => {
      current = false;
    };
  }, [loaded, wanted]);

  // Unasked; a failure (offline) waits until a dialog is asked for.
  useEffect(() => {
    const node = main.current;
    if (loaded || !node) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const prefetch = () => {
      stop();
      loadDialogs().then(
        (Host) => current && setLoaded({ Host }),
        () => undefined,
      );
    };
    const stop = () => {
      clearTimeout(timer);
      node.removeEventListener('pointerover', prefetch);
      node.removeEventListener('focusin', prefetch);
      window.removeEventListener('keydown', prefetch);
    };
    node.addEventListener('pointerover', prefetch);
    node.addEventListener('focusin', prefetch);
    window.addEventListener('keydown', prefetch);
    if (shown) timer = setTimeout(prefetch, DIALOGS_LATER_MS);
    return () => {
      current = false;
      stop();
    };
  }, [main, loaded, shown]);

  return loaded?.Host ?? null;
}
