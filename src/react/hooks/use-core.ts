import type { Core } from '../../core/core';
import { getCore } from '../../core/page-core';

/** The page's shared core. Components read its signals after calling `useSignals()`. */
export function useCore(): Core {
  return getCore();
}
