/**
 * `<choir-works>`: My works, embeddable alone (e.g. on a webshop page): the catalogue with
 * composers and keyword search, purchased markers, offer and on-sale badges, prices, open, open
 * preview, download for offline use (progress in bytes, checked files), purchase, redeem a code,
 * storage usage and quota. Opening an edition asks the host (`choir-navigate`), then opens the app.
 *
 * @attr api-base - API address (default: derived from the page host, requirements R7.1)
 * @attr shop-url - webshop address (purchase links)
 * @attr app-url - where the full app lives (target of "open")
 * @attr locale - interface language: de, en or fr
 * @attr theme - colour scheme: light, dark or system (the device's); without it the host page's `color-scheme`, else the device's
 * @attr support-mail - address of the "Contact support" button
 * @attr {boolean} no-heading - leave out the list's own heading and intro (the host page has its own)
 * @event choir-purchase-request - "Purchase" chosen; `detail.articleId`, `detail.url`; cancelable
 * @event choir-download - a download finished or stopped; `detail.articleId`, `detail.version`, `detail.status`, `detail.problem`
 * @event choir-navigate - an edition is opened; `detail.path`, cancelable
 * @csspart base - the whole screen
 * @csspart heading - the list's own heading and intro
 * @csspart search - the keyword field
 * @csspart composers - the composer choice
 * @csspart list - the editions
 * @csspart edition - one edition
 * @csspart badge - a badge (also `purchased`, `on-sale`, `offer`, `preview-only`, `downloaded`, `update`)
 * @csspart open - "Open"
 * @csspart preview - "Open preview"
 * @csspart download - "Download"
 * @csspart progress - the download progress bar
 * @csspart purchase - "Purchase"
 * @csspart redeem - "I have a code"
 * @csspart storage - storage usage and quota
 * @csspart persist - "Keep my downloads on this device" (asks the browser for persistent storage)
 * @csspart dialog - the dialogs (errors, newer version, unlock code)
 */
import type { ComponentType } from 'react';
import type { DownloadEvent } from '../core/works/downloads/download-state';
import { EmbeddedWorks } from '../react/works/embedded-works';
import { defineElement } from './define-element';
import { ChoirDownloadEvent } from './events/choir-download-event';
import { ChoirPurchaseRequestEvent } from './events/choir-purchase-request-event';

export const ChoirWorks = defineElement(
  'choir-works',
  EmbeddedWorks as ComponentType<Record<string, unknown>>,
  {
    attributes: { supportMail: 'string', noHeading: 'boolean' },
    events: {
      onPurchaseRequest: (detail: { articleId: string; url: string }) =>
        new ChoirPurchaseRequestEvent(detail),
      onDownload: (detail: DownloadEvent) => new ChoirDownloadEvent(detail),
    },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'choir-works': InstanceType<typeof ChoirWorks>;
  }
}
