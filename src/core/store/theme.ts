import type { Theme } from '../contract/api';
import { THEMES } from '../contract/constants';

/** What a screen is drawn in: a theme choice resolved against the device and the host page. */
export type ColourScheme = 'light' | 'dark';

/** A choice nobody made follows the device (issue 36): also every visitor before sign-in. */
export const DEFAULT_THEME: Theme = 'system';

export const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);

/**
 * The one scheme a computed `color-scheme` pins (`dark`, `only light`), or null where it leaves the
 * choice open (`normal`, `light dark`: the page supports both and the device decides).
 */
export function pinnedScheme(colorScheme: string): ColourScheme | null {
  const schemes = colorScheme
    .split(/\s+/)
    .filter((word): word is ColourScheme => word === 'light' || word === 'dark');
  return schemes.length === 1 ? schemes[0]! : null;
}

export interface ThemeContext {
  /** The computed `color-scheme` of the element's host (embedded elements follow their page). */
  hostColorScheme: string;
  /** `prefers-color-scheme: dark` matches. */
  prefersDark: boolean;
}

/**
 * Which scheme an element draws in. A choice of light or dark wins; `system` is the device's;
 * no choice at all (an embedded element without a `theme` attribute) takes the scheme its host page
 * pins with `color-scheme`, else the device's.
 */
export function resolveTheme(choice: Theme | undefined, context: ThemeContext): ColourScheme {
  if (choice === 'light' || choice === 'dark') return choice;
  const device: ColourScheme = context.prefersDark ? 'dark' : 'light';
  if (choice === 'system') return device;
  return pinnedScheme(context.hostColorScheme) ?? device;
}
