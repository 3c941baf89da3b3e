/**
 * What every element event is: it bubbles and leaves the shadow root (composed), so the host page
 * hears it on the element, the document and the window; cancelable where the page may veto it.
 */
export class BubblingEvent<Detail> extends CustomEvent<Detail> {
  constructor(type: string, detail: Detail, options: { cancelable?: boolean } = {}) {
    super(type, { detail, bubbles: true, composed: true, ...options });
  }
}

// Each event file adds its event to ChoirEventMap; the maps below make them typed on elements and
// where they bubble to: the document and the window.
declare global {
  interface ChoirEventMap {}
  interface HTMLElementEventMap extends ChoirEventMap {}
  interface DocumentEventMap extends ChoirEventMap {}
  interface WindowEventMap extends ChoirEventMap {}
}
