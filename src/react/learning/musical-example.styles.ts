/** Styles of a musical example: the score, its scroll hints and the playback controls. */
import { css } from '@emotion/react';

export const score = css`
  padding: clamp(12px, 2.5vw, 28px);
  background: var(--choir-color-score-paper);
  overflow-x: auto;
  svg {
    display: block;
    width: 100%;
    min-width: 560px;
    height: auto;
  }
  g.measure {
    cursor: pointer;
  }
  g.measure.choir-current path,
  g.measure.choir-current use,
  g.measure.choir-current polygon,
  g.measure.choir-current ellipse {
    fill: var(--choir-color-primary);
    stroke: var(--choir-color-primary);
  }
  g.measure.choir-current .staff > path {
    stroke: currentColor;
  }
  /* An exercise's answer: a frame behind the bar of the fault, the faulty notes in the danger colour. */
  rect.choir-answer-box {
    fill: var(--choir-color-danger-soft);
    stroke: var(--choir-color-danger);
    stroke-width: 2px;
    vector-effect: non-scaling-stroke;
  }
  .choir-answer-note,
  .choir-answer-note use,
  .choir-answer-note path {
    fill: var(--choir-color-danger);
    color: var(--choir-color-danger);
  }
  /* The chosen voice's sounding notes, as the player marks them. */
  .choir-note-on,
  .choir-note-on use,
  .choir-note-on path {
    fill: var(--choir-color-highlight-note);
    color: var(--choir-color-highlight-note);
  }
`;

/** Fades at the edges where the score continues out of view (a wide example on a phone). */
export const scroller = css`
  position: relative;
  /* A grid item would grow to the score's width (and be clipped); this lets the score scroll instead. */
  min-width: 0;
  &[data-more-left]::before,
  &[data-more-right]::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 40px;
    pointer-events: none;
  }
  &[data-more-left]::before {
    left: 0;
    background: linear-gradient(to left, transparent, var(--choir-color-score-paper));
  }
  &[data-more-right]::after {
    right: 0;
    background: linear-gradient(to right, transparent, var(--choir-color-score-paper));
  }
`;

export const scrollHint = css`
  position: absolute;
  right: 10px;
  bottom: 10px;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 6px 12px;
  border-radius: 999px;
  background: color-mix(in srgb, var(--choir-color-inverse) 82%, transparent);
  color: var(--choir-color-on-inverse);
  font-size: 0.8125rem;
  font-weight: 600;
  pointer-events: none;
`;

/** The player's transport under the score; its container queries are the player's. */
export const controls = css`
  container: player / inline-size;
  border-top: 1px solid var(--choir-color-border);
`;

export const figureBox = css`
  margin: 0;
`;

export const caption = css`
  padding: 12px 18px 16px;
  border-top: 1px solid var(--choir-color-border);
  strong {
    display: block;
  }
  p {
    margin: 2px 0 0;
  }
`;

export const smallNote = css`
  font-size: 0.875rem;
`;
