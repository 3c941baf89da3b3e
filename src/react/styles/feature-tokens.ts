import { __unsafe_useEmotionCache, css, type SerializedStyles } from '@emotion/react';
import { useInsertionEffect } from 'react';
import { type ColourTable, colours } from './scheme-tokens';

/**
 * A feature's own colour tokens (issue 36), declared on `:host` in both schemes as theme.ts declares
 * the core ones, so only a page that draws the feature carries them, and a host page still
 * overrides them on the element.
 */
export const schemeTokens = (table: ColourTable) => css`
  :host {
    ${colours(table, 0)}
  }
  :host([data-theme='dark']) {
    ${colours(table, 1)}
  }
`;

/**
 * Puts a feature's tokens (`schemeTokens`) into the element's shadow root once, before the first
 * paint of the view that calls it; they stay, like every class Emotion inserted.
 */
export function useSchemeTokens(tokens: SerializedStyles) {
  const cache = __unsafe_useEmotionCache();
  useInsertionEffect(() => {
    if (cache && !cache.inserted[tokens.name]) cache.insert('', tokens, cache.sheet, true);
  }, [cache, tokens]);
}
