/**
 * `<choir-player article-id="10001">`: the player of one edition, embeddable alone. It plays the
 * download on this device when there is one (also offline), else the full edition for its owner,
 * else the preview with the hint that a purchase is required. Give the element a height (it fills
 * it; at least 560 px).
 *
 * @attr article-id - the edition to open (required)
 * @attr bar - open at this bar of the first part, paused, as the app's `?bar=` does (a lesson's link
 *   to a bar; "0" is the upbeat); a bar the work lacks opens it at the start, without it where it was left
 * @attr {boolean} preview - open the preview even for an owner
 * @attr layout - how a preview shows the music: `printed` (the printed pages, the default), `screen`
 *   (laid out for the player's size) or `auto` (the screen layout unless the player is shaped like a
 *   portrait page); a purchased edition follows the device's choice
 * @attr api-base - API address (default: derived from the page host, requirements R7.1)
 * @attr shop-url - webshop address (purchase link of the preview)
 * @attr app-url - where the full app lives (target of "My works")
 * @attr locale - interface language: de, en or fr
 * @attr theme - colour scheme: light, dark or system (the device's); without it the host page's `color-scheme`, else the device's
 * @event choir-purchase-request - "Purchase" chosen in the preview; `detail.articleId`, `detail.url`; cancelable
 * @event choir-navigate - "My works" chosen; `detail.path`, cancelable
 * @csspart base - the whole player
 * @csspart toolbar - the top bar (back, title, page, contents, about, settings, options)
 * @csspart page-button - the page indicator that opens "jump to page"
 * @csspart preview-hint - the "purchase required" hint of a preview
 * @csspart layout-hint - the hint that the printed pages are shown because no screen layout could be had
 * @csspart score - the score area
 * @csspart page - one score page
 * @csspart transport - play, position, voice, tempo, loop, highlighter
 * @csspart play - the play/pause button
 * @csspart seek - the position slider
 * @csspart voices - the choir-voice choice
 * @csspart loop - the A-B loop button
 * @csspart highlighter - the highlighter switch
 * @csspart dialog - the dialogs
 *
 * Colours of the highlighter: `--choir-color-highlight-bar`, `--choir-color-highlight-bar-edge`,
 * `--choir-color-highlight-note`, `--choir-color-voice`.
 */
import type { ComponentType } from 'react';
import { EmbeddedPlayer } from '../react/player/embedded-player';
import { defineElement } from './define-element';
import { ChoirPurchaseRequestEvent } from './events/choir-purchase-request-event';

export const ChoirPlayer = defineElement(
  'choir-player',
  EmbeddedPlayer as ComponentType<Record<string, unknown>>,
  {
    attributes: { articleId: 'string', bar: 'string', preview: 'boolean', layout: 'string' },
    events: {
      onPurchaseRequest: (detail: { articleId: string; url: string }) =>
        new ChoirPurchaseRequestEvent(detail),
    },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'choir-player': InstanceType<typeof ChoirPlayer>;
  }
}
