/**
 * An element's own content (its light DOM) is its placeholder: shown until the element's first view
 * commits, then hidden for good. The app page puts its navigation bar there (demo/index.html), so a
 * phone paints at once instead of staying white while the bundle loads; a host may put a line of
 * its own ("Loading your works…"). Without a slot a shadow root shows none of it. A child with a
 * `slot` name (the app page's draft of a route's first view, `first-view`) shows through a slot of
 * that name, here and, later, where the element puts one (the app's loading screen).
 */

/** Shows the host's content through slots, while nothing of the element is in its root. */
export function showPlaceholder(root: ShadowRoot): void {
  if (!root.host.firstChild || root.firstChild) return;
  const names = new Set(['', ...Array.from(root.host.children, (child) => child.slot)]);
  for (const name of names) {
    const slot = document.createElement('slot');
    if (name) slot.name = name;
    root.append(slot);
  }
}

/** Hides the host's content: called in the commit that draws the element's first view. */
export function dropPlaceholder(root: ShadowRoot | HTMLElement): void {
  // Only the root's own slots (`:scope` matches nothing in a shadow root).
  for (const child of Array.from(root.children)) if (child.localName === 'slot') child.remove();
}
