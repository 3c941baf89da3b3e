import { css } from '@emotion/react';
import type { Config } from 'dompurify';

/**
 * How score SVGs from the pipeline (Verovio) are sanitised before they are inlined: the SVG
 * profile, `<use>` for the glyphs, and no `<style>` element, which the page's Content-Security-Policy
 * would refuse (it carries no nonce) and which could restyle the page around the score.
 */
export const SCORE_SVG_SANITIZE: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['style'],
};

/**
 * The markup without its `<style>` elements, before the sanitiser parses it: Chromium reports even
 * the inert parse of one as a CSP violation. The sanitiser's FORBID_TAGS stays the guarantee.
 */
export function withoutStyleElements(markup: string): string {
  return markup.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
}

/** Verovio's own score stylesheet (dropped from the SVG above), for the element that holds the score. */
export const verovioScore = css`
  g.ending,
  g.fing,
  g.reh,
  g.tempo {
    font-weight: bold;
  }
  g.dir,
  g.dynam,
  g.mNum {
    font-style: italic;
  }
  g.label {
    font-weight: normal;
  }
  ellipse,
  path,
  polygon,
  polyline,
  rect {
    stroke: currentColor;
  }
`;
