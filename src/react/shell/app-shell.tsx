import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { menuTexts } from '../../core/i18n/features/menus';
import { shellTexts } from '../../core/i18n/features/shell';
import { rememberPlainTexts } from '../../core/i18n/memo-t';
import { registerTexts } from '../../core/i18n/register-texts';
import { createShellController, type ShellIntegrations } from '../../core/shell/shell-controller';
import { useCore } from '../hooks/use-core';
import { NavigationProvider } from '../hooks/use-navigation';
import { AlertDialog } from './chrome/alert-dialog';
import { Toast } from './chrome/toast';
import { GlobalDialogs } from './global-dialogs';
import { RoutedView } from './routed-view';

registerTexts(shellTexts, menuTexts);

export interface AppShellProps {
  supportMail?: string;
  /** Consent banner and tag manager, as configured by the deployer (none by default). */
  integrations?: ShellIntegrations;
}

/**
 * The complete locale-routed app (requirements R2.1-R2.8): routes, layouts, chrome and global
 * dialogs. What it does is the controller's (core/shell/shell-controller.ts); this renders its
 * signals and tells it when an address is drawn.
 */
export function AppShell({ supportMail = 'support@choir-coach.example', integrations }: AppShellProps) {
  useSignals();
  const core = useCore();
  // The full app renders many texts on every screen; an embedded element's page (the works list
  // has a 130 KB budget) does without the memo's code.
  rememberPlainTexts(core.i18n);
  // Its own module's address names the bundle the offline worker keeps (app-start.ts).
  const [shell] = useState(() =>
    createShellController({ core, page: window, moduleUrl: import.meta.url, integrations }),
  );
  // Until the first routed screen is drawn, loading shows the page's draft of it (LoadingScreen).
  // A ref, not state: it turns false once, after that commit, and nothing needs to render for it.
  const firstView = useRef(true);
  const address = shell.address.value;

  useLayoutEffect(() => core.configure({ supportMail }), [core, supportMail]);
  useEffect(() => shell.configure(integrations), [shell, integrations]);
  useEffect(() => shell.start(), [shell]);
  useEffect(() => shell.settle(address), [shell, address]);

  return (
    <NavigationProvider value={shell.navigation}>
      <RoutedView shell={shell} supportMail={supportMail} firstView={firstView} />
      <Toast />
      <AlertDialog />
      <GlobalDialogs shell={shell} supportMail={supportMail} />
    </NavigationProvider>
  );
}
