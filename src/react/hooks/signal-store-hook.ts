import { startTransition, useMemo, useSyncExternalStore as useReactStore, useReducer, useRef } from 'react';
import { isBackgroundWrite } from '../../core/util/background-writes';

/**
 * The `useSyncExternalStore` that `@preact/signals-react` gets in the bundle (the build resolves its
 * import of `use-sync-external-store/shim` here: scripts/build/react-builtin-store-hook.ts).
 *
 * React renders every store change synchronously, in one task, and never in slices; a page of topic
 * cards arriving from the network then blocks a phone for hundreds of milliseconds. Here a change
 * made by a background write (core/util/background-writes.ts) re-renders the component in a
 * transition, which React renders in 5 ms slices; every other change goes to React's own store hook,
 * exactly as before (typing into an input bound to a signal must re-render at once).
 * The store React sees moves only on urgent changes, so a background change never makes React
 * fall back to a synchronous render for consistency.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const [, renderLater] = useReducer((count: number) => count + 1, 0);
  const snapshot = getSnapshot();
  const rendered = useRef(snapshot);
  rendered.current = snapshot;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per subscribe function, as React's own hook.
  const urgent = useMemo(() => {
    let version = 0;
    return {
      subscribe(onUrgentChange: () => void) {
        const notify = () => {
          if (isBackgroundWrite()) {
            startTransition(renderLater);
          } else {
            version += 1;
            onUrgentChange();
          }
        };
        const unsubscribe = subscribe(notify);
        // A change between the render and this subscription was not notified: catch up now.
        if (!Object.is(getSnapshot(), rendered.current)) notify();
        return unsubscribe;
      },
      version: () => version,
    };
  }, [subscribe]);
  useReactStore(urgent.subscribe, urgent.version, urgent.version);
  return snapshot;
}
