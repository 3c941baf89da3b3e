/**
 * The layout the player wishes for: for a measured box (the view's), and the one it will likely wish
 * for before that (the app's route opens the edition early), from the device's settings.
 */
import { layoutSizeFor, type StaffSize } from '../contract/screen-layout';
import { type LayoutWish, PRINTED } from './part-loader';
import {
  type Box,
  defaultStaffSize,
  type LayoutChoice,
  orientationOf,
  prefersScreenLayout,
  type ScoreLayoutSettings,
} from './score-layout-settings';

/** The layout wished for a box: a screen layout of its size at the staff size (else the box's readable one), or the printed pages. */
export function wishFor(choice: LayoutChoice, staffSize: StaffSize | null, box: Box): LayoutWish {
  const screen = choice === 'screen' || (choice === 'auto' && prefersScreenLayout(box.width, box.height));
  if (!screen || box.width <= 0 || box.height <= 0) return PRINTED;
  return { kind: 'screen', size: layoutSizeFor(box, staffSize ?? defaultStaffSize(box.width, box.height)) };
}

/**
 * The layout the player will likely wish for in a window, before its box is measured (the app's
 * route opens the edition early): from the box this device showed last held this way. Null where
 * a screen layout is likely but its size is not known yet.
 */
export function expectedWish(settings: ScoreLayoutSettings, window: Box): LayoutWish | null {
  if (settings.layout === 'printed') return PRINTED;
  const box = settings.boxes[orientationOf(window)];
  if (box) return wishFor(settings.layout, settings.staffSize, box);
  return settings.layout === 'screen' || prefersScreenLayout(window.width, window.height) ? null : PRINTED;
}
