import { loader, useLazy } from './lazy-chunk';

type Layer = typeof import('./markings-layer')['MarkingsLayer'];

const loadLayer = loader(() => import('./markings-layer').then((module) => module.MarkingsLayer));

/**
 * The markings' reading and drawing part (`markings-layer.tsx`), a chunk the first view does
 * without: null until it is in. It loads when `wanted` (a signed-in user's player whose score is
 * shown), so stored markings are drawn with the score. `onFailed`: it could not load (offline
 * before it was ever loaded).
 */
export function useLazyMarkings(wanted: boolean, onFailed: (error: unknown) => void): Layer | null {
  return useLazy(loadLayer, wanted, onFailed);
}
