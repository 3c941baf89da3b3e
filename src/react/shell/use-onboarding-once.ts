import { useEffect } from 'react';
import type { Core } from '../../core/core';

/**
 * The introduction opens by itself once, after an account's first sign-in (issue 19.13): closing
 * or finishing it marks the account's settings, so it stays shut on every device; the menus still
 * open it. Returns what closes it.
 */
export function useOnboardingOnce(core: Core): () => void {
  const unseen = core.auth.isLoggedIn.value && core.auth.settings.value.onboardingSeen === false;
  useEffect(() => {
    if (unseen) core.ui.onboarding.value = true;
  }, [unseen, core]);
  return () => {
    core.ui.onboarding.value = false;
    if (core.auth.isLoggedIn.value && core.auth.settings.value.onboardingSeen === false)
      core.session.updateSettings({ onboardingSeen: true });
  };
}
