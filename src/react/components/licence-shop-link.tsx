import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { shopLinks } from '../../core/shop/shop-links';
import { useCore } from '../hooks/use-core';
import { ButtonLink, type ButtonVariant } from './button';

/** A button to the shop's licence page (buy or renew), opened in a new tab. */
export function LicenceShopLink({
  variant,
  part,
  children,
}: {
  variant?: ButtonVariant;
  part?: string;
  children: ReactNode;
}) {
  useSignals();
  const core = useCore();
  return (
    <ButtonLink
      href={shopLinks.licence(core.shopUrl.value)}
      target="_blank"
      rel="noopener"
      variant={variant}
      part={part}
    >
      {children}
    </ButtonLink>
  );
}
