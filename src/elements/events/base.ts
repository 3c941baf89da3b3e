/**
 * What every element event is: it bubbles and leaves the shadow root (composed), so the host page
 * hears it on the element, the document and the window; cancelable where the page may veto it.
 */
export class BubblingEvent<Detail> extends CustomEvent<Detail> {
  constructor(type: string, detail: Detail, options: { cancelable?: boolean } = {}) {
    super(type, { detail, bubbles: true, composed: true, ...options });
  }
}
