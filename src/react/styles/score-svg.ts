import { css } from '@emotion/react';

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
