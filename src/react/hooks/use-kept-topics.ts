import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { keptTopicsTexts } from '../../core/i18n/features/kept-topics';
import { registerTexts } from '../../core/i18n/register-texts';
import { type KeptTopics, keptTopicsFor } from '../../core/offline/kept-topics';
import { useCore } from './use-core';

// Every screen that shows kept topics (the topic page's action, the profile's panel) reads them here.
registerTexts(keptTopicsTexts);

/** The page's kept topics, with the device's records read for the signed-in account. */
export function useKeptTopics(): KeptTopics {
  useSignals();
  const core = useCore();
  const kept = useMemo(() => keptTopicsFor(core), [core]);
  const user = core.auth.user.value?.id ?? null;
  useEffect(() => {
    void user;
    void kept.downloads.refresh();
  }, [kept, user]);
  return kept;
}
