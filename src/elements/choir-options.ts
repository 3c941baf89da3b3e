/**
 * `<choir-options>`: the options dialog (voice, language, highlighter, page-turn offset), embeddable
 * alone. Renders an "Options" button that opens it.
 *
 * @attr {boolean} open - open the dialog now (reflected: removed when it closes)
 * @attr api-base - API address (default: derived from the page host, requirements R7.1)
 * @attr locale - interface language: de, en or fr
 * @attr theme - colour scheme: light, dark or system (the device's); without it the host page's `color-scheme`, else the device's
 * @event choir-settings-change - after OK; `detail.settings`
 * @csspart button - the button that opens the dialog
 * @csspart dialog - the dialog
 * @csspart options - the form inside it
 */
import type { ComponentType } from 'react';
import type { Settings } from '../core/store/auth-store';
import { OptionsLauncher } from '../react/options/embedded-options';
import { defineElement } from './define-element';
import { ChoirSettingsChangeEvent } from './events/choir-settings-change-event';

export const ChoirOptions = defineElement(
  'choir-options',
  OptionsLauncher as ComponentType<Record<string, unknown>>,
  {
    attributes: { open: 'boolean' },
    events: { onSaved: (settings: Settings) => new ChoirSettingsChangeEvent(settings) },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'choir-options': InstanceType<typeof ChoirOptions>;
  }
}
