/**
 * Where Plyr's icon sprite comes from, and how Plyr's stylesheet and sprite get into a shadow root.
 *
 * The build copies `plyr.svg` next to the bundle (dist/plyr.svg). Its address is derived from the
 * script that loaded the bundle (`choir-coach.js` or `choir-coach.iife.js`, also on a CDN or another
 * origin); without one (tests, unusual set-ups) from the API origin's `/dist/`, which the reference
 * server serves.
 */

const BUNDLE_SCRIPT = /\/choir-coach(?:\.iife)?\.js(?:[?#]|$)/;

export function plyrIconUrl(apiBase: string, doc: Document = document): string {
  const script = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) =>
    BUNDLE_SCRIPT.test(s.src),
  );
  if (script) return new URL('plyr.svg', script.src).href;
  return new URL('/dist/plyr.svg', new URL(apiBase, doc.baseURI)).href;
}

/** A sprite on another origin: Plyr then refers to `#plyr-…` ids, which must exist in the same root. */
export function isCrossOrigin(url: string, doc: Document = document): boolean {
  return new URL(url, doc.baseURI).host !== new URL(doc.baseURI).host;
}

const STYLE_MARK = 'data-choir-plyr';
const SPRITE_MARK = 'data-choir-plyr-sprite';

function styleParent(root: Node): ParentNode {
  return root instanceof ShadowRoot ? root : ((root as Document).head ?? (root as Document));
}

function nonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/** Puts Plyr's stylesheet (and our theme for it) once into the root that shows the player. */
export function injectPlyrStyles(root: Node, css: string): void {
  const parent = styleParent(root);
  if (parent.querySelector(`style[${STYLE_MARK}]`)) return;
  const style = document.createElement('style');
  style.setAttribute(STYLE_MARK, '');
  const value = nonce();
  if (value) style.nonce = value;
  style.textContent = css;
  parent.prepend(style);
}

const sprites = new Map<string, Promise<string>>();

/** Fetches the sprite once per address and puts it, hidden, into the root (for cross-origin sprites). */
export async function injectPlyrSprite(root: Node, url: string): Promise<void> {
  const parent = root instanceof ShadowRoot ? root : (root as Document).body;
  if (!parent || parent.querySelector(`[${SPRITE_MARK}]`)) return;
  let text = sprites.get(url);
  if (!text) {
    text = fetch(url).then((response) => (response.ok ? response.text() : ''));
    sprites.set(url, text);
  }
  // The sanitizer comes with the sprite: only a player from another origin needs it, so a lesson's
  // first view does not carry it.
  const [svg, { default: DOMPurify }] = await Promise.all([text, import('dompurify')]);
  if (!svg || parent.querySelector(`[${SPRITE_MARK}]`)) return;
  const holder = document.createElement('div');
  holder.setAttribute(SPRITE_MARK, '');
  holder.hidden = true;
  holder.append(
    DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true }, ADD_TAGS: ['symbol'], RETURN_DOM_FRAGMENT: true }),
  );
  parent.append(holder);
}
