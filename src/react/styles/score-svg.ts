import { css } from '@emotion/react';
import { schemeTokens } from './feature-tokens';

/**
 * Verovio's own score stylesheet (its `<style>` element is dropped by sanitizeScore), for the element
 * that holds the score, and the score's ink: Verovio draws in `color="black"` and the default black
 * fill, so the ink is the theme's (light notes on dark paper in the dark scheme) without rewriting a
 * page. `fill: currentColor` inherits as the keyword, so a note that sets its own colour (the
 * highlighter, the chosen voice) is drawn in it, heads, stems and text alike.
 */
export const verovioScore = css`
  color: var(--choir-color-score-ink);
  svg {
    color: inherit;
    fill: currentColor;
  }
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

/**
 * The colours of a score (the player's and a musical example's): the player's desk, the paper and
 * the ink, the highlighter (bar, its edge, the note played), the chosen voice's notes, and `shade`
 * (what the paper's shadows are made of). Light ink on dark paper in the dark scheme; the
 * highlighter a dim amber that light notes still read on.
 */
export const scoreTokens = schemeTokens({
  'score-desk': ['#e9edf3', '#070b13'],
  'score-paper': ['#fff', '#121a28'],
  'score-ink': ['#000', '#dde3ec'],
  'highlight-bar': ['#fde68a', '#5b4410'],
  'highlight-bar-edge': ['#f59e0b', '#d08a12'],
  'highlight-note': ['#c2410c', '#ffb072'],
  voice: ['#1d4ed8', '#8fb8ff'],
  shade: ['#0f172a', '#000'],
});
