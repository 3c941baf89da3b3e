import { pageLayout } from '../../core/player/page-view';
import type { PlayerController } from '../../core/player/player-controller';
import { type ScoreZoom, stepZoom, validZoom, zoomedLayout, zoomPercent } from '../../core/player/zoom';
import type { ZoomControls } from './player-toolbar';

/** The stage's padding around the pages (px on each side). */
const STAGE_PADDING = 12;

/** The pages' size on the stage at the work's zoom, and the zoom controls that change it. */
export function useScoreLayout(player: PlayerController, stage: { width: number; height: number }) {
  const width = stage.width - 2 * STAGE_PADDING;
  const height = stage.height - 2 * STAGE_PADDING;
  const ratio = player.pageRatio.value;
  const autoLayout = pageLayout(width, height, ratio);
  const layout = zoomedLayout(width, height, ratio, validZoom(player.zoom.value));
  const setZoom = (zoom: ScoreZoom) => player.save({ zoom });
  const zoom: ZoomControls = {
    percent: zoomPercent(layout.pageWidth, autoLayout.pageWidth),
    zoomIn: () => setZoom(stepZoom(layout.pageWidth, autoLayout.pageWidth, 1)),
    zoomOut: () => setZoom(stepZoom(layout.pageWidth, autoLayout.pageWidth, -1)),
    fitWidth: () => setZoom('width'),
    fitHeight: () => setZoom('height'),
    reset: () => setZoom('auto'),
  };
  return { layout, zoom };
}
