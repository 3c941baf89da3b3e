import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type Navigation, useNavigation } from '../hooks/use-navigation';

/**
 * The click handler of every in-app link: a plain left click navigates in place; a modified or
 * middle click keeps the browser's behaviour (new tab, new window, download).
 */
export function useAppLinkClick(to: string, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  const navigation = useNavigation();
  return {
    navigation,
    click(event: MouseEvent<HTMLAnchorElement>) {
      onClick?.(event);
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      navigation.navigate(to);
    },
  };
}

/** A link to an app path: a real `<a href>` (new tab works) that navigates in place on a plain click. */
export function AppLink({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigation, click } = useAppLinkClick(to, onClick);
  return (
    <a {...rest} href={navigation.href(to)} onClick={click} aria-current={currentPage(navigation, to)} />
  );
}

function currentPage(navigation: Navigation, to: string) {
  return navigation.isCurrent?.(to) ? 'page' : undefined;
}
