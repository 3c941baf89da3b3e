import { startTransition, useEffect, useState } from 'react';
import type { RouteParams } from '../../core/routing/routes';
import { screenLoading } from './route-screens';

/**
 * Whether the route's lazy screen can render at once; re-renders (as a transition, in slices) when
 * its area has loaded or failed, so the screen's code and texts are there before it renders.
 */
export function useScreenReady(
  routeName: string,
  attempt: number,
  address?: { params: RouteParams; search: string },
): boolean {
  const loading = screenLoading(routeName, attempt, address);
  const [, setSettled] = useState(0);
  useEffect(() => {
    if (!loading) return;
    let mounted = true;
    const settle = () => mounted && startTransition(() => setSettled((count) => count + 1));
    void loading.then(settle, settle);
    return () => {
      mounted = false;
    };
  }, [loading]);
  return loading === null;
}
