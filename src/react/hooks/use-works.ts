import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  estimateStorage,
  isPersisted,
  requestPersistence,
  type StorageEstimate,
} from '../../core/offline/storage';
import { type Works, worksFor } from '../../core/works/works';
import { useCore } from './use-core';

/** The page's works state (catalogue, downloads), shared with every other element. */
export function useWorks(): Works {
  const core = useCore();
  return useMemo(() => worksFor(core), [core]);
}

/** Loads the catalogue and reads the device's downloads on mount and whenever the user changes. */
export function useWorksLoader(works: Works) {
  useSignals();
  const core = useCore();
  const user = core.auth.user.value?.id ?? null;
  useEffect(() => {
    void user;
    void works.load();
    void works.downloads.refresh();
  }, [works, user]);
}

export interface StorageInfo {
  estimate: StorageEstimate | null;
  persisted: boolean | null;
  /** Result of the last request for persistent storage (null: not asked). */
  granted: boolean | null;
  request(): Promise<void>;
}

/** Storage usage and quota, refreshed after every download; the persistent-storage request. */
export function useStorageInfo(works: Works): StorageInfo {
  const storage = globalThis.navigator?.storage;
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [granted, setGranted] = useState<boolean | null>(null);
  const refresh = useCallback(async () => {
    setEstimate(await estimateStorage(storage));
    setPersisted(await isPersisted(storage));
  }, [storage]);
  useEffect(() => {
    void refresh();
    return works.downloads.onEvent(() => void refresh());
  }, [works, refresh]);
  return {
    estimate,
    persisted,
    granted,
    async request() {
      const result = await requestPersistence(storage);
      setGranted(result);
      await refresh();
    },
  };
}
