import { useEffect, useRef } from 'react';

/**
 * Closes made because `open` turned false, per dialog: their close event comes a task later, when
 * the dialog may be open again (a host reopened it at once), and must not close it as the user's.
 */
const ownCloses = new WeakMap<HTMLDialogElement, number>();

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
    if (!open && dialog.open) {
      ownCloses.set(dialog, (ownCloses.get(dialog) ?? 0) + 1);
      dialog.close();
    }
  }, [open]);
  return ref;
}

/** For a dialog's close event: whether the user or the browser closed it (not `open` turning false). */
export function closedByUser(dialog: HTMLDialogElement): boolean {
  const own = ownCloses.get(dialog) ?? 0;
  if (own === 0) return true;
  ownCloses.set(dialog, own - 1);
  return false;
}
