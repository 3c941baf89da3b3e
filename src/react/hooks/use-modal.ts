import { useEffect, useRef } from 'react';

/**
 * Opens a native `<dialog>` as a modal while `open` holds and closes it after; returns the ref to
 * put on the dialog (the browser then traps and restores focus and draws it in the top layer).
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
