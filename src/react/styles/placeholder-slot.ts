/**
 * An element's own content (its light DOM) is its placeholder: shown until the element's first view
 * commits, then hidden for good. The app page puts its navigation bar there (demo/index.html), so a
 * phone paints at once instead of staying white while the bundle loads; a host may put a line of
 * its own ("Loading your works…"). Without a slot a shadow root shows none of it. Our shadow
 * roots hold no other slot.
 */

/** Shows the host's content through a slot, while nothing of the element is in its root. */
export function showPlaceholder(root: ShadowRoot): void {
  if (root.host.firstChild && !root.firstChild) root.append(document.createElement('slot'));
}

/** Hides the host's content: called in the commit that draws the element's first view. */
export function dropPlaceholder(root: ShadowRoot | HTMLElement): void {
  const slot = root.querySelector('slot');
  if (slot?.parentNode === root) slot.remove();
}
