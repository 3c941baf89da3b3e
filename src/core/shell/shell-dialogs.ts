/** The app's own dialogs: options and the introduction (in the core's UI state) and the version. */
import { signal } from '@preact/signals-core';
import type { Core } from '../core';

export function shellDialogs(core: Pick<Core, 'ui' | 'auth' | 'session'>) {
  const versionOpen = signal(false);
  return {
    versionOpen,
    openOptions() {
      core.ui.optionsOpen.value = true;
    },
    closeOptions() {
      core.ui.optionsOpen.value = false;
    },
    openIntroduction() {
      core.ui.onboarding.value = true;
    },
    /** Closing or finishing the introduction marks the account, so it stays shut on every device. */
    closeIntroduction() {
      core.ui.onboarding.value = false;
      if (core.auth.isLoggedIn.value && core.auth.settings.value.onboardingSeen === false)
        core.session.updateSettings({ onboardingSeen: true });
    },
    openVersion() {
      versionOpen.value = true;
    },
    closeVersion() {
      versionOpen.value = false;
    },
  };
}
