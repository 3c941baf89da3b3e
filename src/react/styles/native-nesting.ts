import type { EmotionCache } from '@emotion/cache';

/**
 * Whether this browser nests style rules natively with today's rules: a nested selector without
 * `&` (`h2 {…}` inside a class) and declarations after a nested rule kept in their place
 * (`CSSNestedDeclarations`). Chrome 130, Firefox 132 and Safari 18.2 on; older browsers keep stylis.
 */
export function nestsNatively(): boolean {
  if (typeof CSSStyleSheet === 'undefined' || typeof globalThis.CSSNestedDeclarations === 'undefined')
    return false;
  try {
    const sheet = new CSSStyleSheet();
    sheet.insertRule('.a{b{color:red}}');
    return (sheet.cssRules[0] as CSSStyleRule).cssRules?.length === 1;
  } catch {
    return false;
  }
}

/**
 * Makes `cache` put a class's styles into the sheet as written, one nested rule per class, instead
 * of flattening them with stylis in JavaScript first: on a cold page that parsing cost about as
 * much main-thread time as React's rendering. Global styles (several rules in one string, and
 * keyframes) still go through stylis. Our styles never start a nested rule with a bare `:`, which
 * stylis reads as `&:` and the browser as a descendant.
 */
export function insertNested(cache: EmotionCache): void {
  const viaStylis = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!selector) return viaStylis(selector, serialized, sheet, shouldCache);
    sheet.insert(`${selector}{${serialized.styles}}`);
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
}
