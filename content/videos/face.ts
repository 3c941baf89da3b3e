/**
 * The conductor's head, drawn in every frame: it turns towards a section before a cue (the eyes
 * first, as lesson 411 teaches) and looks at the viewer, the choir, otherwise; with a breath the
 * mouth opens and the head lifts a little.
 *
 * Nothing here is darker than the beat hand's threshold in verify.ts (grey 50), so the picture-sync
 * check still sees only the beat hand.
 */
import { capsule, disc, ellipse, type Img, type RGB } from './raster';

export interface Look {
  /** where the head points: 0 at the viewer, -1 fully to the left of the picture, 1 to the right */
  yaw: number;
  /** 0 = breathing out or holding, 1 = the top of a breath in */
  breath: number;
}

export const LOOK_AT_CHOIR: Look = { yaw: 0, breath: 0 };

/** Head measures in picture pixels (1280×720 layout). */
export const HEAD = { x: 470, y: 200, r: 58, turn: 0.42, lift: 4 } as const;

const C_EDGE: RGB = [148, 163, 184]; // slate-400
const C_SKIN: RGB = [226, 232, 240]; // slate-200: a neutral figure, no skin tone
const C_HAIR: RGB = [100, 116, 139]; // slate-500
const C_WHITE: RGB = [255, 255, 255];
const C_IRIS: RGB = [71, 85, 105]; // slate-600 (grey 83: brighter than the beat hand)
const C_FEATURE: RGB = [100, 116, 139]; // slate-500
const C_MOUTH: RGB = [120, 134, 156];

/** Where the face's middle line is for a yaw (the features slide sideways as the head turns). */
export function faceCentre(yaw: number): number {
  return HEAD.x + yaw * HEAD.turn * HEAD.r;
}

export function drawHead(f: Img, w: number, h: number, look: Look): void {
  const { r } = HEAD;
  const y = HEAD.y - HEAD.lift * look.breath;
  const x = HEAD.x;
  const fx = faceCentre(look.yaw);
  disc(f, w, h, x, y, r + 2, C_EDGE, 1);
  disc(f, w, h, x, y, r, C_SKIN, 1);
  capsule(f, w, h, [x - r * 0.55, y - r * 0.62], [x + r * 0.55, y - r * 0.62], r * 0.4, C_HAIR, 1);
  disc(f, w, h, x - r * 0.55, y - r * 0.3, r * 0.42, C_HAIR, 1);
  disc(f, w, h, x + r * 0.55, y - r * 0.3, r * 0.42, C_HAIR, 1);
  disc(f, w, h, x, y + 6, r - 8, C_SKIN, 1);
  // eyes: the far one narrows as the head turns; the irises look the same way a little further
  const spread = r * 0.36;
  for (const side of [-1, 1] as const) {
    const far = Math.max(0, side * -look.yaw);
    const ex = fx + side * spread * (1 - 0.25 * Math.abs(look.yaw));
    const ey = y + 2;
    const rx = 9.5 * (1 - 0.35 * far);
    ellipse(f, w, h, ex, ey, rx, 6.5, C_WHITE, 1);
    disc(f, w, h, ex + look.yaw * 3.5, ey + 0.5, 4.6, C_IRIS, 1);
    capsule(
      f,
      w,
      h,
      [ex - rx + 1, ey - 13 - look.breath],
      [ex + rx - 1, ey - 14 - look.breath],
      2,
      C_FEATURE,
      1,
    );
  }
  // nose and mouth: the mouth opens with the breath in
  capsule(f, w, h, [fx + look.yaw * 3, y + 8], [fx + look.yaw * 6, y + 20], 2.2, C_EDGE, 1);
  const my = y + r * 0.55;
  if (look.breath > 0.05) ellipse(f, w, h, fx + look.yaw * 4, my, 9, 2 + 7 * look.breath, C_MOUTH, 1);
  else capsule(f, w, h, [fx - 9 + look.yaw * 4, my], [fx + 9 + look.yaw * 4, my], 1.8, C_MOUTH, 1);
}
