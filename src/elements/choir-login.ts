/**
 * `<choir-login>`: the sign-in form, embeddable alone. Once signed in (here or in any element of
 * the page, which share one session) it shows who is signed in and a sign-out button.
 *
 * @attr api-base - API address (default: derived from the page host, requirements R7.1)
 * @attr shop-url - webshop address for sign-up and password links
 * @attr app-url - where the full app lives (shows "Open choir coach" once signed in)
 * @attr locale - interface language: de, en or fr
 * @attr theme - colour scheme: light, dark or system (the device's); without it the host page's `color-scheme`, else the device's
 * @method signOut(): Promise<void> - ends the session (resolves when done); dispatches `choir-logout`
 * @event choir-navigate - "Open choir coach" chosen; `detail.path`, cancelable
 * @csspart base - the whole screen
 * @csspart brand - the coloured panel with logo and illustration
 * @csspart form - the form
 * @csspart input - the input fields
 * @csspart field-error - a field's validation message
 * @csspart error - the sign-in failure message
 * @csspart submit - the sign-in button
 * @csspart dialog - the info and "no account yet" dialogs
 * @csspart signed-in - the signed-in panel (also `base`)
 * @csspart sign-out - the sign-out button
 * @csspart open-app - the "Open choir coach" link
 */
import type { ComponentType } from 'react';
import { getCore } from '../core/page-core';
import { EmbeddedLogin } from '../react/login/embedded-login';
import { defineElement } from './define-element';

export const ChoirLogin = defineElement(
  'choir-login',
  EmbeddedLogin as ComponentType<Record<string, unknown>>,
  {
    methods: {
      signOut: (): Promise<void> => getCore().session.logout(),
    },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'choir-login': InstanceType<typeof ChoirLogin>;
  }
}
