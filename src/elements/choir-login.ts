/**
 * `<choir-login>`: the sign-in screen, embeddable alone.
 *
 * @attr api-base - API address (default: derived from the page host, SPEC §7)
 * @attr shop-url - webshop address for sign-up and password links
 * @attr locale - interface language: de, en or fr
 * @event choir-login - signed in; `detail.user`
 * @csspart base - the whole screen
 * @csspart brand - the coloured panel with logo and illustration
 * @csspart form - the form
 * @csspart input - the input fields
 * @csspart field-error - a field's validation message
 * @csspart error - the sign-in failure message
 * @csspart submit - the sign-in button
 * @csspart dialog - the info and "no account yet" dialogs
 */
import type { ComponentType } from 'react';
import type { User } from '../core/contract/api';
import { LoginScreen } from '../react/screens/login/login-screen';
import { defineElement } from './define-element';
import { ChoirLoginEvent } from './events/choir-login-event';

export const ChoirLogin = defineElement(
  'choir-login',
  LoginScreen as ComponentType<Record<string, unknown>>,
  {
    events: { onLogin: (user: User) => new ChoirLoginEvent(user) },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'choir-login': HTMLElement;
  }
}
