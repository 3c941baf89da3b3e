import { css } from '@emotion/react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

const wrapper = css`
  position: relative;
  display: inline-flex;
`;

const panel = css`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 30;
  min-width: 260px;
  max-width: min(360px, calc(100vw - 24px));
  padding: 8px;
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius);
  background: var(--choir-color-surface);
  box-shadow: var(--choir-shadow);
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export interface PopoverMenuProps {
  /** The trigger's content and accessible name. */
  trigger: ReactNode;
  label: string;
  triggerCss?: ReturnType<typeof css>;
  children: (close: () => void) => ReactNode;
}

/** A button that opens a panel below it; Escape, a click outside or a choice closes it. */
export function PopoverMenu({ trigger, label, triggerCss, children }: PopoverMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // A long menu on a short screen (a phone held sideways) scrolls instead of running off the screen.
  useLayoutEffect(() => {
    const element = panelRef.current;
    if (open && element)
      element.style.maxHeight = `${window.innerHeight - element.getBoundingClientRect().top - 12}px`;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!event.composedPath().includes(root.current as EventTarget)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div css={wrapper} ref={root}>
      <button
        ref={button}
        type="button"
        css={triggerCss}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open && (
        <section id={id} ref={panelRef} css={panel} aria-label={label}>
          {children(close)}
        </section>
      )}
    </div>
  );
}
