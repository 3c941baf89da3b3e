import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useAppLinkClick } from '../components/app-link';
import { ButtonLink, type ButtonVariant } from '../components/button';

/** A link to an app path that looks like a button; a plain click navigates in place. */
export function AppButtonLink({
  to,
  variant = 'primary',
  children,
  onClick,
  ...rest
}: { to: string; variant?: ButtonVariant; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigation, click } = useAppLinkClick(to, onClick);
  return (
    <ButtonLink variant={variant} href={navigation.href(to)} onClick={click} {...rest}>
      {children}
    </ButtonLink>
  );
}
