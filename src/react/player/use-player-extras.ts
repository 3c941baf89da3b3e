import { type RefObject, useEffect, useRef, useState } from 'react';
import { withTexts } from '../../core/i18n/register-texts';
import { afterLoadWhenIdle } from '../../core/util/when-idle';

type Extras = typeof import('./player-extras');

/**
 * How long after the first view is shown (and the page idle) the extras load unasked: a phone
 * gets the score's first pages and the recording first (as the app's topics wait, app-start.ts).
 */
export const EXTRAS_LATER_MS = 5000;

let extras: Extras | null = null;
let loading: Promise<Extras> | null = null;

/** Loads the extras once (again after a failure), their texts included. */
function loadExtras(): Promise<Extras> {
  loading ??= import('./player-extras').then(withTexts).then(
    (module) => {
      extras = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The player's dialogs and stage bar (`player-extras.ts`), null until their chunk is in. It loads
 * when `wanted` (a dialog or stage mode was asked for), at the first pointer, touch, focus or key
 * in the player, and at the latest `EXTRAS_LATER_MS` after the first view is `shown`: a dialog
 * opens at once, offline too. `onFailed`: it was wanted and could not load.
 */
export function usePlayerExtras(
  main: RefObject<HTMLElement | null>,
  { shown, wanted, onFailed }: { shown: boolean; wanted: boolean; onFailed(error: unknown): void },
): Extras | null {
  const [loaded, setLoaded] = useState(extras);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    if (loaded || !wanted) return;
    let current = true;
    loadExtras().then(
      (module) => current && setLoaded(module),
      (error: unknown) => current && failed.current(error),
    );
    return () => {
      current = false;
    };
  }, [loaded, wanted]);

  // Unasked; a failure (offline) waits until they are wanted.
  useEffect(() => {
    const node = main.current;
    if (loaded || !node) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const prefetch = () => {
      stop();
      loadExtras().then(
        (module) => current && setLoaded(module),
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
    if (shown)
      afterLoadWhenIdle(() => {
        if (current) timer = setTimeout(prefetch, EXTRAS_LATER_MS);
      });
    return () => {
      current = false;
      stop();
    };
  }, [main, loaded, shown]);

  return loaded;
}
