import { css } from '@emotion/react';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import type { ToolSettings, WebcamMode } from '../../core/practice/tool-settings';
import { foregroundLayer, stage } from './practice.styles';
import { useWebcam } from './use-webcam';
import type { CameraSettings } from './webcam-parts';

export interface WebcamPanelProps {
  /** `split`: the camera beside the stage; `overlay`: over it; `off`: none (default: `settings.webcam`). */
  mode?: WebcamMode;
  settings: CameraSettings;
  onSettingsChange: (patch: Partial<ToolSettings>) => void;
  /** The user turned the camera off (default: `onSettingsChange({ webcam: 'off' })`, which releases it). */
  onClose?: () => void;
  /** The stage's picture: the lesson video or the practice canvas. */
  children: ReactNode;
  /** Drawn above the camera overlay (the conducting pattern). */
  foreground?: ReactNode;
  /** Where to get the camera from (default `navigator.mediaDevices`). */
  mediaDevices?: () => Pick<MediaDevices, 'getUserMedia'> | undefined;
  /** Height in px of the picture's own controls along its bottom edge: the camera overlay keeps clear of them. */
  controlsHeight?: number;
}

// The camera starts off: its parts load the first time it is turned on (the camera itself is asked
// for meanwhile), so a lesson's first view does without them.
const parts = () => import('./webcam-parts');
const OverlayCamera = lazy(() => parts().then((module) => ({ default: module.OverlayCamera })));
const SplitCamera = lazy(() => parts().then((module) => ({ default: module.SplitCamera })));
const CameraControls = lazy(() => parts().then((module) => ({ default: module.CameraControls })));

const split = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
  }
`;

/**
 * The stage (the lesson video or the practice canvas) with the user's webcam beside it (`split`)
 * or over it (`overlay`, with adjustable opacity, size and position: corner buttons, dragging, or
 * arrow keys); `off` is the stage alone. The picture keeps its place in the tree in every mode, so
 * a playing video is not reloaded when the camera mode changes. The camera picture is mirrored
 * like a mirror unless turned off. Each failure kind (permission denied, no camera, camera in use,
 * no camera access here, other) gets its own message. The camera is released (all tracks stopped)
 * when the mode becomes `off`, when the panel unmounts, and when the page is left.
 */
export function WebcamPanel({
  settings,
  onSettingsChange,
  mode = settings.webcam,
  onClose = () => onSettingsChange({ webcam: 'off' }),
  children,
  foreground,
  mediaDevices,
  controlsHeight = 0,
}: WebcamPanelProps) {
  const webcam = useWebcam(mediaDevices, mode !== 'off');
  const stageRef = useRef<HTMLDivElement>(null);

  return (
    <div data-mode={mode} part="webcam-panel">
      <div css={mode === 'split' && split}>
        <div css={stage} ref={stageRef} part="stage">
          {children}
          {mode === 'overlay' && (
            <Suspense fallback={null}>
              <OverlayCamera
                webcam={webcam}
                settings={settings}
                onSettingsChange={onSettingsChange}
                stage={stageRef}
                controlsHeight={controlsHeight}
              />
            </Suspense>
          )}
          {foreground && <div css={foregroundLayer}>{foreground}</div>}
        </div>
        {mode === 'split' && (
          <Suspense fallback={null}>
            <SplitCamera webcam={webcam} mirrored={settings.webcamMirrored} />
          </Suspense>
        )}
      </div>
      {mode !== 'off' && (
        <Suspense fallback={null}>
          <CameraControls
            webcam={webcam}
            mode={mode}
            settings={settings}
            onSettingsChange={onSettingsChange}
            onClose={onClose}
          />
        </Suspense>
      )}
    </div>
  );
}
