import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { ButtonLink, type ButtonVariant } from '../components/button';
import { useNavigation } from '../hooks/use-navigation';

/** A link to an app path that looks like a button; a plain click navigates in place. */
export function AppButtonLink({
  to,
  variant = 'primary',
  children,
  onClick,
  ...rest
}: { to: string; variant?: ButtonVariant; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
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
    <ButtonLink variant={variant} href={navigation.href(to)} onClick={click} {...rest}>
      {children}
    </ButtonLink>
  );
}
