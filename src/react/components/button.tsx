import { css, keyframes } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

const spin = keyframes`to { transform: rotate(360deg); }`;

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 44px;
  padding: 0 1.25em;
  border-radius: var(--choir-radius-small);
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  transition: background-color 120ms, border-color 120ms, color 120ms;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: var(--choir-color-primary);
    color: var(--choir-color-on-primary);
    &:hover:not(:disabled) {
      background: var(--choir-color-primary-hover);
    }
  `,
  secondary: css`
    background: var(--choir-color-surface);
    color: var(--choir-color-primary);
    border-color: var(--choir-color-border);
    &:hover:not(:disabled) {
      border-color: var(--choir-color-primary);
      background: var(--choir-color-primary-soft);
    }
  `,
  ghost: css`
    background: transparent;
    color: var(--choir-color-text);
    &:hover:not(:disabled) {
      background: var(--choir-color-primary-soft);
    }
  `,
  link: css`
    min-height: 0;
    padding: 0;
    background: none;
    color: var(--choir-color-primary);
    font-weight: 500;
    text-decoration: underline;
    text-underline-offset: 3px;
    &:hover:not(:disabled) {
      color: var(--choir-color-primary-hover);
    }
  `,
};

const spinner = css`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  busy?: boolean;
  block?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      css={[base, variants[variant], block && css`width: 100%;`]}
    >
      {busy && <span css={spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** An anchor that looks like a button (links to the webshop and other pages). */
export function ButtonLink({
  variant = 'primary',
  children,
  ...rest
}: { variant?: ButtonVariant; children: ReactNode } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...rest} css={[base, variants[variant]]}>
      {children}
    </a>
  );
}
