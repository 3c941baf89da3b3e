import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { useModal } from '../hooks/use-modal';
import { Button } from './button';

const dialogStyle = css`
  width: min(420px, calc(100vw - 32px));
  max-width: 420px;
  padding: 0;
  border: none;
  border-radius: var(--choir-radius);
  background: var(--choir-color-surface);
  color: var(--choir-color-text);
  box-shadow: 0 24px 64px rgb(15 23 42 / 0.28);
  &::backdrop {
    background: rgb(15 23 42 / 0.5);
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

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  /** Label of a secondary button, before the actions, that closes the dialog (cancel, OK). */
  cancelLabel?: string;
  /** Label of the × button; omit to show none (then Escape still closes). */
  closeLabel?: string;
  accent?: string;
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
  closeLabel,
  accent,
}: DialogProps) {
  const ref = useModal(open);
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop; keyboard users have Escape (cancel event).
    <dialog
      ref={ref}
      css={[dialogStyle, accent && css`border-top: 6px solid ${accent};`]}
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
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
            {closeLabel && (
              <button type="button" css={closeButton} onClick={onClose} aria-label={closeLabel}>
                ×
              </button>
            )}
          </div>
          <div css={body}>{children}</div>
          {(footer || cancelLabel) && (
            <div css={actions}>
              {cancelLabel && (
                <Button variant="secondary" onClick={onClose}>
                  {cancelLabel}
                </Button>
              )}
              {footer}
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
