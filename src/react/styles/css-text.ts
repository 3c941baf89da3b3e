/**
 * A stylesheet as text, for a sheet put into a shadow root as it is (Plyr's theme), not an Emotion
 * class. The build squeezes its whitespace and comments as it does a css`…` template
 * (scripts/build/minify-css-templates.ts); the tag itself only joins the template.
 */
export const cssText = String.raw;
