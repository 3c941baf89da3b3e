import { useSignals } from '@preact/signals-react/runtime';
import type { ShellController } from '../../core/shell/shell-controller';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useCore } from '../hooks/use-core';
import { OptionsDialog } from '../options';
import { OnboardingDialog } from './chrome/onboarding-dialog';
import { VersionDialog } from './chrome/version-dialog';

/** The app's own dialogs: options, the introduction and the version. Closed at first. */
export function GlobalDialogs({ shell, supportMail }: { shell: ShellController; supportMail: string }) {
  useSignals();
  const core = useCore();
  const optionsOpen = core.ui.optionsOpen.value;
  const introductionOpen = core.ui.onboarding.value;
  const versionOpen = shell.versionOpen.value;
  // Mounted after the first view is painted, or at once when one is asked to open.
  const mounted = useAfterFirstPaint(optionsOpen || introductionOpen || versionOpen);
  if (!mounted) return null;
  return (
    <>
      <OptionsDialog
        open={optionsOpen}
        onClose={shell.closeOptions}
        onLanguageChange={shell.followLanguage}
      />
      <OnboardingDialog
        open={introductionOpen}
        onClose={shell.closeIntroduction}
        onLanguageChange={shell.changeLanguage}
      />
      <VersionDialog open={versionOpen} onClose={shell.closeVersion} supportMail={supportMail} />
    </>
  );
}
