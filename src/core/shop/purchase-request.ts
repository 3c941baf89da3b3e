/** What a host hears when a visitor asks to buy an edition (`choir-purchase-request`): cancel it to sell in place. */
export interface PurchaseRequest {
  articleId: string;
  /** The webshop's product page, opened when the host does not cancel the event. */
  url: string;
}
