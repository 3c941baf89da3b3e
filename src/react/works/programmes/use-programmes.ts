import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { programmesFor } from '../../../core/programmes/programmes';
import type { Programmes } from '../../../core/programmes/programmes-controller';
import { useCore } from '../../hooks/use-core';

/** The page's programmes, read from the device at once and from the server when online, per user. */
export function useProgrammes(): Programmes {
  useSignals();
  const core = useCore();
  const programmes = useMemo(() => programmesFor(core), [core]);
  const user = core.auth.user.value?.id ?? null;
  useEffect(() => {
    void user;
    void programmes.load();
  }, [programmes, user]);
  return programmes;
}
