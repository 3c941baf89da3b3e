import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { closedByUser, useModal } from '../hooks/use-modal';
import { Button, type ButtonVariant } from './button';

const dialogStyle = css`
  width: min(420px, calc(100vw - 32px));
  max-width: 420px;
  padding: 0;
  border: none;
  border-radius: var(--choir-radius);
  background: var(--choir-color-surface);
  color: var(--choir-color-text);
  box-shadow: var(--choir-shadow-raised);
  &::backdrop {
    background: var(--choir-color-backdrop);
  }
`;

const header = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 20px 20px 0 24px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
  }
`;

const closeButton = css`
  flex: none;
  width: 36px;
  height: 36px;
  margin: -4px -4px 0 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: var(--choir-color-muted);
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: var(--choir-color-primary-soft);
    color: var(--choir-color-text);
  }
`;

const body = css`
  padding: 12px 24px 8px;
  color: var(--choir-color-muted);
  p {
    margin: 0 0 12px;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 8px 20px 20px;
`;

/**
 * A footer button. It closes the dialog and then runs `afterClose`; with `form` it submits that form
 * instead (the form's handler decides whether to close).
 */
export interface DialogButton {
  label: string;
  afterClose?: () => void;
  form?: string;
  busy?: boolean;
  disabled?: boolean;
}

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Free-form footer content, between the secondary and the primary button. */
  actions?: ReactNode;
  /** Label of a secondary button, first in the footer, that only closes the dialog (cancel, OK). */
  cancelLabel?: string;
  secondary?: DialogButton;
  /** The main button, last in the footer. */
  primary?: DialogButton;
  /** Label of the × button, "Close" unless given; null shows none (then Escape still closes). */
  closeLabel?: string | null;
  accent?: string;
}

function FooterButton({
  button,
  variant,
  onClose,
}: {
  button: DialogButton;
  variant: ButtonVariant;
  onClose: () => void;
}) {
  const { label, afterClose, form, busy, disabled } = button;
  return form ? (
    <Button variant={variant} type="submit" form={form} busy={busy} disabled={disabled}>
      {label}
    </Button>
  ) : (
    <Button
      variant={variant}
      busy={busy}
      disabled={disabled}
      onClick={() => {
        onClose();
        afterClose?.();
      }}
    >
      {label}
    </Button>
  );
}

/**
 * A modal on the native `<dialog>`: focus is trapped and restored by the browser, Escape closes,
 * and it renders in the top layer, so no host-page z-index can cover it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions: footer,
  cancelLabel,
  secondary,
  primary,
  closeLabel,
  accent,
}: DialogProps) {
  const ref = useModal(open);
  const titleId = useId();
  const { t } = useTranslation();
  const close = closeLabel === undefined ? t('login.close') : closeLabel;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop; keyboard users have Escape (cancel event).
    <dialog
      ref={ref}
      css={[dialogStyle, accent && css`border-top: 6px solid ${accent};`]}
      aria-labelledby={titleId}
      onClose={(event) => closedByUser(event.currentTarget) && open && onClose()}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
      part="dialog"
    >
      {open && (
        <>
          <div css={header}>
            <h2 id={titleId}>{title}</h2>
            {close && (
              <button type="button" css={closeButton} onClick={onClose} aria-label={close}>
                ×
              </button>
            )}
          </div>
          <div css={body}>{children}</div>
          {(cancelLabel || secondary || footer || primary) && (
            <div css={actions}>
              {cancelLabel && (
                <Button variant="secondary" onClick={onClose}>
                  {cancelLabel}
                </Button>
              )}
              {secondary && <FooterButton button={secondary} variant="secondary" onClose={onClose} />}
              {footer}
              {primary && <FooterButton button={primary} variant="primary" onClose={onClose} />}
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
