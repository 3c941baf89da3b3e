import { startTransition, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: unknown };

/** Runs `load` whenever `key` changes and tracks its result; a stale result is dropped. */
export function useAsync<T>(key: string, load: () => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` identifies the request; `load` changes every render.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The result renders as a transition: in slices, never one long task on a slow phone.
    const settle = (next: AsyncState<T>) => current && startTransition(() => setState(next));
    load().then(
      (value) => settle({ status: 'ready', value }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
