import { effect } from '@preact/signals-core';
import { useLayoutEffect } from 'react';
import type { Theme } from '../../core/contract/api';
import { isTheme, resolveTheme } from '../../core/store/theme';
import { useCore } from '../hooks/use-core';

const DARK_DEVICE = '(prefers-color-scheme: dark)';

/**
 * Keeps the host's `data-theme` (which picks the token set of theme.ts) at the scheme the element
 * draws in (issue 36): its `theme` attribute, else, for the app, the user's setting, else the
 * host page's `color-scheme`, else the device's. Set before the element's first paint, and again
 * when any of them changes.
 */
export function useHostTheme(
  container: ShadowRoot | HTMLElement,
  attribute: unknown,
  followsSetting: boolean,
) {
  const core = useCore();
  useLayoutEffect(() => {
    const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
    const device = globalThis.matchMedia?.(DARK_DEVICE);
    const apply = () => {
      const choice: Theme | undefined = isTheme(attribute)
        ? attribute
        : followsSetting
          ? core.auth.settings.value.theme
          : undefined;
      const scheme = resolveTheme(choice, {
        // Read only where it decides: reading it costs a style recalculation.
        hostColorScheme: choice === undefined ? getComputedStyle(host).colorScheme : '',
        prefersDark: device?.matches ?? false,
      });
      if (host.dataset.theme !== scheme) host.dataset.theme = scheme;
    };
    const stop = effect(apply);
    device?.addEventListener('change', apply);
    // A host page switches its scheme by a class, a style or an attribute on <html> or <body>.
    const page = new MutationObserver(apply);
    if (!followsSetting && !isTheme(attribute)) {
      for (const element of [document.documentElement, document.body])
        if (element) page.observe(element, { attributes: true });
    }
    return () => {
      stop();
      device?.removeEventListener('change', apply);
      page.disconnect();
    };
  }, [container, attribute, followsSetting, core]);
}
