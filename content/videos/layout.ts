/**
 * Where things sit in the picture (1280x720 reference; the 360p version is a downscale of the same
 * frames). src/core/practice/patterns.ts PRACTICE_VIDEO_PLACEMENT has the same figures, for the app's
 * overlay.
 */
export const CX = 685; // horizontal centre of the pattern: the conductor's right hand, see figure.ts
export const IY = 540; // the ictus line ("focal plane")
export const S = 215; // pattern units -> pixels
export const LABEL_DY = 48; // beat numbers below the ictus points
export const COUNTER_X = 1085;
export const COUNTER_Y = 305;
export const PIPS_Y = 560;
