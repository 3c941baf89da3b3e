import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigation } from '../hooks/use-navigation';

/** A link to an app path: a real `<a href>` (new tab works) that navigates in place on a plain click. */
export function AppLink({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const navigation = useNavigation();
  function click(event: MouseEvent<HTMLAnchorElement>) {
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
  }
  return (
    <a
      {...rest}
      href={navigation.href(to)}
      onClick={click}
      aria-current={navigation.isCurrent?.(to) ? 'page' : undefined}
    />
  );
}
