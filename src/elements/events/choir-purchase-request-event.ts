import { BubblingEvent } from './base';

/**
 * Dispatched by `choir-works` and `choir-player` when the user chooses "Purchase" (`detail.articleId`,
 * `detail.url`: the webshop product page). Cancelable: call `preventDefault()` to handle the purchase
 * on the host page (e.g. add to its cart); otherwise the product page opens in a new tab.
 */
export class ChoirPurchaseRequestEvent extends BubblingEvent<{ articleId: string; url: string }> {
  static readonly type = 'choir-purchase-request';
  constructor(detail: { articleId: string; url: string }) {
    super(ChoirPurchaseRequestEvent.type, detail, { cancelable: true });
  }
}

declare global {
  interface ChoirEventMap {
    'choir-purchase-request': ChoirPurchaseRequestEvent;
  }
}
