import type { EmotionCache } from '@emotion/cache';

/**
 * Whether this browser nests style rules natively with today's rules: a nested selector without
 * `&` (`h2 {…}` inside a class) and declarations after a nested rule kept in their place. The
 * second (`CSSNestedDeclarations`: Chrome 130, Firefox 132, Safari 18.2) came after the first in
 * every engine, so it answers for both; older browsers keep stylis.
 */
export const nestsNatively = (): boolean => typeof globalThis.CSSNestedDeclarations === 'function';

/**
 * Makes `cache` put a class's styles into the sheet as written, one nested rule per class, instead
 * of flattening them with stylis in JavaScript first: on a cold page that parsing cost about as
 * much main-thread time as React's rendering. Global styles (several rules in one string, and
 * keyframes) still go through stylis. Our styles never start a nested rule with a bare `:`, which
 * stylis reads as `&:` and the browser as a descendant.
 *
 * A replaced method, since Emotion has no option for it: `stylisPlugins` run on stylis's output,
 * after the parse this skips. It relies on how Emotion calls `insert` (a class as `.<key>-<name>`,
 * once per cache; global styles and keyframes without a selector), which
 * tests/browser/styles/native-nesting.test.tsx checks against the installed Emotion.
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
