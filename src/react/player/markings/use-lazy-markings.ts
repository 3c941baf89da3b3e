import { useEffect, useState } from 'react';
import { withTexts } from '../../../core/i18n/register-texts';

type Layer = typeof import('./markings-layer')['MarkingsLayer'];
type Tools = typeof import('./markings-tools')['MarkingsTools'];

/** Loads a chunk once (again after a failure), with the texts it registers. */
function loader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load()
      .then(withTexts)
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
}

const loadLayer = loader(() => import('./markings-layer').then((module) => module.MarkingsLayer));
const loadTools = loader(() => import('./markings-tools').then((module) => module.MarkingsTools));

/** A lazy chunk's export: null until it is in, loaded when `wanted`. */
function useLazy<T>(load: () => Promise<T>, wanted: boolean, onFailed: (error: unknown) => void): T | null {
  // A function in state is called as an updater: the component is kept in a box.
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new onFailed does not load again.
  useEffect(() => {
    if (loaded || !wanted) return;
    let current = true;
    load().then(
      (value) => current && setLoaded({ value }),
      (error: unknown) => current && onFailed(error),
    );
    return () => {
      current = false;
    };
  }, [load, loaded, wanted]);
  return loaded?.value ?? null;
}

/**
 * The markings' reading and drawing part (`markings-layer.tsx`), a chunk the first view does
 * without: null until it is in. It loads when `wanted` (a signed-in user's player whose score is
 * shown), so stored markings are drawn with the score. `onFailed`: it could not load (offline
 * before it was ever loaded).
 */
export function useLazyMarkings(wanted: boolean, onFailed: (error: unknown) => void): Layer | null {
  return useLazy(loadLayer, wanted, onFailed);
}

/**
 * The tools (`markings-tools.tsx`: the pointer as pen, eraser, text and stamps, and the palette), a
 * chunk of their own: loaded when `wanted` (with the player's dialogs, or when the palette is asked
 * for).
 */
export function useLazyMarkingTools(wanted: boolean, onFailed: (error: unknown) => void): Tools | null {
  return useLazy(loadTools, wanted, onFailed);
}
