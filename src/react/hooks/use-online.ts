import { useEffect, useRef, useState } from 'react';

/** Whether the browser says it is online, updated on its `online`/`offline` events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** Runs the latest `callback` each time the browser comes back online. */
export function useWhenBackOnline(callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const run = () => latest.current();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, []);
}
