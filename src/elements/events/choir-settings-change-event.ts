import type { Settings } from '../../core/store/auth-store';

/** Dispatched by `choir-options` after OK, with the stored settings. */
export class ChoirSettingsChangeEvent extends CustomEvent<{ settings: Settings }> {
  static readonly type = 'choir-settings-change';
  constructor(settings: Settings) {
    super(ChoirSettingsChangeEvent.type, { detail: { settings }, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'choir-settings-change': ChoirSettingsChangeEvent;
  }
}
