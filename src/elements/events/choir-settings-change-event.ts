import type { Settings } from '../../core/store/auth-store';
import { BubblingEvent } from './base';

/** Dispatched by `choir-options` after OK, with the stored settings. */
export class ChoirSettingsChangeEvent extends BubblingEvent<{ settings: Settings }> {
  static readonly type = 'choir-settings-change';
  constructor(settings: Settings) {
    super(ChoirSettingsChangeEvent.type, { settings });
  }
}

declare global {
  interface ChoirEventMap {
    'choir-settings-change': ChoirSettingsChangeEvent;
  }
}
