import { loader, useLazy } from './lazy-chunk';

type Tools = typeof import('./markings-tools')['MarkingsTools'];

const loadTools = loader(() => import('./markings-tools').then((module) => module.MarkingsTools));

/**
 * The tools (`markings-tools.tsx`: the pointer as pen, eraser, text and stamps, and the palette), a
 * chunk of their own: loaded when `wanted` (with the player's dialogs, or when the palette is asked
 * for).
 */
export function useLazyMarkingTools(wanted: boolean, onFailed: (error: unknown) => void): Tools | null {
  return useLazy(loadTools, wanted, onFailed);
}
