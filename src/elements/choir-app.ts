/**
 * `<choir-app>`: the complete locale-routed app at its own URL.
 *
 * @attr api-base - API address (default: derived from the page host, requirements R7.1)
 * @attr shop-url - webshop address
 * @attr locale - interface language: de, en or fr
 * @attr theme - colour scheme: light, dark or system (the device's); without it the user's choice in Options
 * @attr support-mail - address of the contact and feedback links
 * @attr {Record<string, unknown>} integrations - JSON `{ consent?: { scriptUrl, consentIds, declarationUrl? }, tagManager?: { id, enabled, scriptUrl? } }`;
 *   nothing external loads without it
 * @method signOut(): Promise<void> - ends the session (resolves when done) and shows the sign-in page
 * @event choir-seat-change - the buyer of a licence pack shared or withdrew a seat in the profile; `detail.articleId`, `detail.email`, `detail.action` (`share` or `withdraw`)
 */
import type { ComponentType } from 'react';
import { getCore } from '../core/page-core';
import { AppShell } from '../react/shell/app-shell';
import { defineElement } from './define-element';

export const ChoirApp = defineElement('choir-app', AppShell as ComponentType<Record<string, unknown>>, {
  attributes: { supportMail: 'string', integrations: 'json' },
  methods: {
    signOut: (): Promise<void> => getCore().session.logout(),
  },
  themeFromSettings: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'choir-app': InstanceType<typeof ChoirApp>;
  }
}
