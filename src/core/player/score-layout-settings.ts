/**
 * Which layout the score shows (the printed pages or a screen layout, contract/screen-layout.ts)
 * and the screen layout's staff size: the device's, for every work, like its page-turn settings (a
 * phone and a tablet want different sizes). Kept at sign-out.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';
import { quantiseStaff, readableStaffSpace, type StaffSize } from '../contract/screen-layout';
import { type Persistence, STORAGE_KEYS } from '../store/persistence';
import { STAFF_SPACE_OF_PAGE_WIDTH } from './page-view';

/** `auto`: the screen layout unless the box suits a printed page (`prefersScreenLayout`). */
export type LayoutChoice = 'auto' | 'screen' | 'printed';

export interface Box {
  width: number;
  height: number;
}

export type Orientation = 'portrait' | 'landscape';

export const orientationOf = (box: Box): Orientation => (box.width > box.height ? 'landscape' : 'portrait');

export interface ScoreLayoutSettings {
  layout: LayoutChoice;
  /** The staff space in CSS px set by + and − or a pinch; null: the readable one for the box. */
  staffSize: StaffSize | null;
  /**
   * The score's box last seen held each way: the layout for the other orientation is fetched ahead,
   * and a download keeps both.
   */
  boxes: Partial<Record<Orientation, Box>>;
}

const isBox = (value: unknown): value is Box =>
  typeof value === 'object' &&
  value !== null &&
  [(value as Box).width, (value as Box).height].every((side) => Number.isFinite(side) && side > 0);

function readable(stored: Partial<Record<keyof ScoreLayoutSettings, unknown>>): ScoreLayoutSettings {
  const { layout, staffSize } = stored;
  return {
    layout: layout === 'screen' || layout === 'printed' ? layout : 'auto',
    staffSize: typeof staffSize === 'number' && Number.isFinite(staffSize) ? quantiseStaff(staffSize) : null,
    boxes: Object.fromEntries(
      Object.entries(stored.boxes ?? {}).filter(
        ([way, box]) => (way === 'portrait' || way === 'landscape') && isBox(box),
      ),
    ),
  };
}

export function createScoreLayoutSettings(persistence: Persistence) {
  const settings = signal(readable(persistence.read(STORAGE_KEYS.scoreLayout, {})));
  return {
    settings: settings as ReadonlySignal<ScoreLayoutSettings>,
    update(patch: Partial<ScoreLayoutSettings>) {
      settings.value = { ...settings.peek(), ...patch };
      persistence.write(STORAGE_KEYS.scoreLayout, settings.value);
    },
  };
}

export type ScoreLayoutSettingsStore = ReturnType<typeof createScoreLayoutSettings>;

/** The pipeline's printed page, width / height (945 × 1337). */
const PRINTED_RATIO = 945 / 1337;
/** How far a box's shape may stray from the printed page's and still suit it. */
const PAGE_SHAPED = 0.25;

/**
 * Whether a box (CSS px) shows the screen layout when the device has not chosen: every box but one
 * shaped like a portrait page and wide enough for the printed page at a readable size (a portrait
 * tablet, where the printed page fills the screen anyway). A phone's box, a landscape tablet's and
 * a desktop's show the screen layout.
 */
export function prefersScreenLayout(width: number, height: number): boolean {
  if (width <= 0 || height <= 0) return false;
  const pageShaped = Math.abs(width / height / PRINTED_RATIO - 1) <= PAGE_SHAPED;
  const readableWidth = readableStaffSpace(width, height) / STAFF_SPACE_OF_PAGE_WIDTH;
  return !(pageShaped && width >= readableWidth);
}

/** The staff size a box starts with: the least that reads at a music stand (page-view.ts). */
export function defaultStaffSize(width: number, height: number): StaffSize {
  return quantiseStaff(readableStaffSpace(width, height));
}

/**
 * The player's box after the device turns: the one seen last time it was held that way, else a
 * guess from the box now and the window (its sides swap, the player's own rows and columns around
 * the box stay). So a rotation finds its layout fetched ahead; a wrong guess only costs the fetch.
 */
export function turnedBox(box: Box, window: Box, seen: ScoreLayoutSettings['boxes']): Box {
  const known = seen[orientationOf(box) === 'portrait' ? 'landscape' : 'portrait'];
  if (known) return known;
  return {
    width: Math.max(0, window.height - (window.width - box.width)),
    height: Math.max(0, window.width - (window.height - box.height)),
  };
}
