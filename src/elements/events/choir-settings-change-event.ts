import type { Settings } from '../../core/store/auth-store';
import { BubblingEvent } from './base';

/** Dispatched by `choir-options` after OK, with the stored settings. */
export class ChoirSettingsChangeEvent extends BubblingEvent<{ settings: Settings }> {
  static readonly type = 'choir-settings-change';
  constructor(settings: Settings) {
    super(ChoirSettingsChangeEvent.type, { settings });
  }
}

// Typed on elements and where the event bubbles to: the document and the window.
declare global {
  interface HTMLElementEventMap {
    'choir-settings-change': ChoirSettingsChangeEvent;
  }
  interface DocumentEventMap {
    'choir-settings-change': ChoirSettingsChangeEvent;
  }
  interface WindowEventMap {
    'choir-settings-change': ChoirSettingsChangeEvent;
  }
}
