import { createContext, type ReactNode, useContext } from 'react';

/**
 * How a screen moves to another app path. Inside `choir-app` it is the router; in an element
 * embedded alone it is decided by the element layer (an event the host can handle, then the full
 * app). Components never touch `location` or the router themselves.
 */
export interface Navigation {
  navigate(path: string, options?: { replace?: boolean }): void;
  /** The address a link to `path` should carry (for new tabs and copy-link). */
  href(path: string): string;
  /** Whether `path` is the current screen (for `aria-current`). */
  isCurrent?(path: string): boolean;
}

const NavigationContext = createContext<Navigation>({
  navigate: (path) => globalThis.location?.assign(path),
  href: (path) => path,
});

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}
