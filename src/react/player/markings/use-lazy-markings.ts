import { useEffect, useState } from 'react';
import { withTexts } from '../../../core/i18n/register-texts';

type Layer = typeof import('./markings-layer')['MarkingsLayer'];

let loading: Promise<Layer> | null = null;

function loadMarkings(): Promise<Layer> {
  loading ??= import('./markings-layer').then(withTexts).then(
    (module) => module.MarkingsLayer,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The markings (`markings-layer.tsx`), a chunk the first view does without: null until it is in.
 * It loads when `wanted` (a signed-in user's player, once its dialogs load: the first pointer,
 * focus or key, or a few seconds after the first view, use-lazy-dialogs.ts; or the palette was
 * asked for). `onFailed`: it could not load (offline before it was ever loaded).
 */
export function useLazyMarkings(wanted: boolean, onFailed: (error: unknown) => void): Layer | null {
  const [loaded, setLoaded] = useState<{ Layer: Layer } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new onFailed does not load again.
  useEffect(() => {
    if (loaded || !wanted) return;
    let current = true;
    loadMarkings().then(
      (Layer) => current && setLoaded({ Layer }),
      (error: unknown) => current && onFailed(error),
    );
    return () => {
      current = false;
    };
  }, [loaded, wanted]);
  return loaded?.Layer ?? null;
}
