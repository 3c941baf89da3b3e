import { signal } from '@preact/signals-core';

export const TOAST_TIMEOUT_MS = 2000;
export const ALERT_MAX_WIDTH = 420;

export interface AlertButton {
  label: string;
  /** Opens this address in a new tab instead of running an action. */
  href?: string;
  action?: () => void;
  primary?: boolean;
}

export interface AlertMessage {
  title: string;
  text: string;
  buttons: AlertButton[];
  closeButton: boolean;
  color: 'primary' | 'danger' | 'warning' | 'success';
  /** Runs when the dialog closes, however it was closed. */
  onClose?: () => void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** UI state (requirements R3.14, R4.9, R4.10): a toast that hides after 2 s, one alert that stays until answered. */
export function createUiStore(timers: Timers) {
  const toast = signal<{ text: string; visible: boolean }>({ text: '', visible: false });
  const alert = signal<AlertMessage | null>(null);
  const onboarding = signal(false);
  const optionsOpen = signal(false);
  /** The "active flag": true once the app ran in this browser; persisted (requirements R4.17). */
  const active = signal(false);
  let toastTimer: unknown;

  return {
    toast,
    alert,
    onboarding,
    optionsOpen,
    active,
    showToast(text: string) {
      timers.clearTimeout(toastTimer);
      toast.value = { text, visible: true };
      toastTimer = timers.setTimeout(() => {
        toast.value = { ...toast.value, visible: false };
      }, TOAST_TIMEOUT_MS);
    },
    showAlert(message: Omit<AlertMessage, 'closeButton' | 'color' | 'buttons'> & Partial<AlertMessage>) {
      alert.value = { buttons: [], closeButton: true, color: 'primary', ...message };
    },
    closeAlert() {
      const current = alert.value;
      alert.value = null;
      current?.onClose?.();
    },
  };
}

export type UiStore = ReturnType<typeof createUiStore>;
