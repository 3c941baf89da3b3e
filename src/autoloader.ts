/**
 * The module autoloader (`choir-coach.js`): watches the page for `choir-*` tags that are not
 * defined yet and loads each tag's code on first use (`./elements/<tag>.js`, next to this file).
 * Kept free of imports so it stays a few hundred bytes.
 */
const TAGS = new Set([
  'choir-app',
  'choir-login',
  'choir-options',
  'choir-start',
  'choir-learn-element',
  'choir-works',
  'choir-player',
  'choir-tools',
]);

const loading = new Map<string, Promise<unknown>>();

function load(tag: string): Promise<unknown> | undefined {
  if (!TAGS.has(tag) || customElements.get(tag)) return undefined;
  let pending = loading.get(tag);
  if (!pending) {
    pending = import(/* @vite-ignore */ new URL(`./elements/${tag}.js`, import.meta.url).href).catch(
      (error: unknown) => {
        loading.delete(tag);
        console.error(`[choir-coach] could not load <${tag}>`, error);
      },
    );
    loading.set(tag, pending);
  }
  return pending;
}

function discover(root: ParentNode) {
  for (const element of root.querySelectorAll(':not(:defined)')) load(element.localName);
}

discover(document);
new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    for (const node of mutation.addedNodes) {
      if (node instanceof Element) {
        load(node.localName);
        discover(node);
      }
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });

/** Resolves when the tag is defined; usable as `await import('choir-coach').then(m => m.whenDefined('choir-works'))`. */
export function whenDefined(tag: string): Promise<CustomElementConstructor> {
  void load(tag);
  return customElements.whenDefined(tag);
}
