import { useEffect, useLayoutEffect, useState } from 'react';
import { layoutSizeFor, quantiseStaff, stepStaff } from '../../core/contract/screen-layout';
import { wishFor } from '../../core/player/layout-wish';
import { pageLayout } from '../../core/player/page-view';
import type { PlayerController } from '../../core/player/player-controller';
import {
  defaultStaffSize,
  type LayoutChoice,
  orientationOf,
  type ScoreLayoutSettingsStore,
  turnedBox,
} from '../../core/player/score-layout-settings';
import { type ScoreZoom, stepZoom, validZoom, zoomedLayout, zoomPercent } from '../../core/player/zoom';
import type { ZoomControls } from './player-toolbar';

/** The stage's padding around the pages (px on each side). */
const STAGE_PADDING = 12;

export interface ScoreLayoutOptions {
  /** The device's layout and staff size. */
  device: ScoreLayoutSettingsStore;
  /**
   * A choice that is not the device's: a preview shows the printed pages unless its host asks for
   * another (`layout` attribute); switching there lasts while it is open.
   */
  override?: LayoutChoice | undefined;
}

/**
 * The score's layout on the stage: a screen layout of the stage's size at the device's staff size,
 * or the printed pages at the work's zoom; the zoom controls (on a screen layout they step the staff
 * size); and the switch between the two. The controller is told the layout wished for, and the one
 * the device would want turned the other way is fetched ahead.
 */
export function useScoreLayout(
  player: PlayerController,
  stage: { width: number; height: number },
  options: ScoreLayoutOptions,
) {
  const width = stage.width - 2 * STAGE_PADDING;
  const height = stage.height - 2 * STAGE_PADDING;
  const [override, setOverride] = useState(options.override);
  const device = options.device.settings.value;
  const choice = override ?? device.layout;
  const staffSize = device.staffSize ?? defaultStaffSize(width, height);
  const wish = wishFor(choice, device.staffSize, { width, height });
  const wishKey = JSON.stringify(wish);
  // Before the stage is measured nothing is wished for (no pages of a layout it will not show).
  const measured = width > 0 && height > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `wishKey` stands for the wish.
  useLayoutEffect(() => {
    if (measured) player.setLayout(wish);
  }, [player, wishKey, measured]);
  // Once per wish: the box is kept for its orientation, and the other one's layout fetched ahead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `wishKey` stands for the box's size bucket.
  useEffect(() => {
    if (wish.kind !== 'screen') return;
    const box = { width, height };
    const seen = options.device.settings.peek().boxes;
    if (JSON.stringify(seen[orientationOf(box)]) !== JSON.stringify(box))
      options.device.update({ boxes: { ...seen, [orientationOf(box)]: box } });
    const turned = turnedBox(box, { width: window.innerWidth, height: window.innerHeight }, seen);
    if (turned.width > 0 && turned.height > 0)
      player.prefetchLayout({ kind: 'screen', size: layoutSizeFor(turned, staffSize) });
  }, [player, wishKey]);

  const shown = player.layout.value;
  const screen = shown.kind === 'screen';
  const ratio = player.pageRatio.value;
  const autoLayout = pageLayout(width, height, ratio);
  const layout = screen
    ? { columns: 1 as const, pageWidth: shown.page.width, pageHeight: shown.page.height }
    : zoomedLayout(width, height, ratio, validZoom(player.zoom.value));
  const choose = (next: LayoutChoice) => {
    if (override !== undefined) setOverride(next);
    else options.device.update({ layout: next });
  };
  const switchLayout = () => choose(screen || wish.kind === 'screen' ? 'printed' : 'screen');
  const setZoom = (zoom: ScoreZoom) => player.save({ zoom });
  const setStaff = (next: number | null) =>
    options.device.update({ staffSize: next === null ? null : quantiseStaff(next) });
  const standard = defaultStaffSize(width, height);
  const zoom: ZoomControls = screen
    ? {
        percent: Math.round((100 * staffSize) / standard),
        zoomIn: () => setStaff(stepStaff(staffSize, 1)),
        zoomOut: () => setStaff(stepStaff(staffSize, -1)),
        fits: false,
        switchLayout,
        // A screen layout fits its box already: the fits give back the box's own staff size.
        fitWidth: () => setStaff(null),
        fitHeight: () => setStaff(null),
        reset: () => setStaff(null),
      }
    : {
        percent: zoomPercent(layout.pageWidth, autoLayout.pageWidth),
        zoomIn: () => setZoom(stepZoom(layout.pageWidth, autoLayout.pageWidth, 1)),
        zoomOut: () => setZoom(stepZoom(layout.pageWidth, autoLayout.pageWidth, -1)),
        fits: true,
        switchLayout,
        fitWidth: () => setZoom('width'),
        fitHeight: () => setZoom('height'),
        reset: () => setZoom('auto'),
      };
  return {
    layout,
    zoom,
    /** The screen layout is shown (else the printed pages). */
    screen,
    /** From the layout shown to the other. */
    switchLayout,
    /** A pinch on a screen layout: the staff size grows or shrinks by its scale. */
    pinch: screen ? (scale: number) => setStaff(staffSize * scale) : undefined,
  };
}
