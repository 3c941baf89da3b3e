import { css } from '@emotion/react';

/** Verovio's own score stylesheet (its `<style>` element is dropped by sanitizeScore), for the element that holds the score. */
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
