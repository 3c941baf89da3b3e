import { useEffect, useState } from 'react';
import { withTexts } from '../../../core/i18n/register-texts';

/** Loads a chunk once (again after a failure), with the texts it registers. */
export function loader<T>(load: () => Promise<T>): () => Promise<T> {
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

/** A lazy chunk's export: null until it is in, loaded when `wanted`. */
export function useLazy<T>(
  load: () => Promise<T>,
  wanted: boolean,
  onFailed: (error: unknown) => void,
): T | null {
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
