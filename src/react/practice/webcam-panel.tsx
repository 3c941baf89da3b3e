import './texts';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPACITY_RANGE,
  SIZE_RANGE,
  type ToolSettings,
  type WebcamMode,
} from '../../core/practice/tool-settings';
import {
  clampedPosition,
  draggedPosition,
  OVERLAY_CORNERS,
  overlayPlace,
} from '../../core/practice/webcam-overlay';
import { Button } from '../components/button';
import { Toggle } from './controls';
import { fieldLabel, foregroundLayer, iconButton, range, stage } from './practice.styles';
import { banner, controls, corners, overlayBox, split } from './webcam.styles';
import { CameraMessage, CameraPicture, useWebcam } from './webcam-camera';

type CameraSettings = Pick<
  ToolSettings,
  'webcam' | 'webcamOpacity' | 'webcamSize' | 'webcamPosition' | 'webcamMirrored'
>;

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

/** A labelled slider over a share (0…1) shown in per cent, in steps of 5 %. */
function PercentSlider({
  label,
  name,
  range: [min, max],
  value,
  onChange,
}: {
  label: string;
  name: string;
  range: readonly [number, number];
  value: number;
  onChange: (value: number) => void;
}) {
  const percent = Math.round(value * 100);
  return (
    <label>
      <span css={fieldLabel}>{label}</span>
      <input
        css={range}
        type="range"
        name={name}
        min={min * 100}
        max={max * 100}
        step={5}
        value={percent}
        aria-valuetext={`${percent} %`}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
      />
    </label>
  );
}

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
  useSignals();
  const { t } = useTranslation();
  const webcam = useWebcam(mediaDevices, mode !== 'off');
  const state = webcam.state.value;
  const showsPicture = state.status === 'live' || state.status === 'starting';
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; pointerX: number; pointerY: number } | null>(null);
  const { webcamOpacity: opacity, webcamSize: size, webcamPosition: position, webcamMirrored } = settings;
  const camera = (
    <CameraPicture stream={state.status === 'live' ? state.stream : null} mirrored={webcamMirrored} />
  );

  const freeSpace = (overlay: HTMLElement) => {
    const stage = stageRef.current?.getBoundingClientRect();
    const box = overlay.getBoundingClientRect();
    return stage
      ? { x: stage.width - box.width, y: stage.height - controlsHeight - box.height }
      : { x: 1, y: 1 };
  };
  const move = (x: number, y: number) => onSettingsChange({ webcamPosition: clampedPosition(x, y) });

  return (
    <div data-mode={mode} part="webcam-panel">
      <div css={mode === 'split' && split}>
        <div css={stage} ref={stageRef} part="stage">
          {children}
          {mode === 'overlay' && showsPicture && (
            <div
              css={overlayBox}
              part="webcam"
              title={t('practice.webcam.moveHint')}
              style={{ ...overlayPlace(size, position, controlsHeight), opacity }}
              onPointerDown={(event) => {
                if ((event.target as HTMLElement).closest('button')) return;
                event.currentTarget.setPointerCapture(event.pointerId);
                drag.current = { ...position, pointerX: event.clientX, pointerY: event.clientY };
              }}
              onPointerMove={(event) => {
                const start = drag.current;
                if (!start) return;
                onSettingsChange({
                  webcamPosition: draggedPosition(
                    start,
                    { x: event.clientX, y: event.clientY },
                    freeSpace(event.currentTarget),
                  ),
                });
              }}
              onPointerUp={() => {
                drag.current = null;
              }}
              onPointerCancel={() => {
                drag.current = null;
              }}
            >
              {camera}
            </div>
          )}
          {foreground && <div css={foregroundLayer}>{foreground}</div>}
        </div>
        {mode === 'split' &&
          (showsPicture ? (
            <div css={stage} part="webcam">
              {camera}
            </div>
          ) : (
            <CameraMessage webcam={webcam} state={state} />
          ))}
      </div>
      {mode === 'overlay' && !showsPicture && (
        <div css={banner}>
          <CameraMessage webcam={webcam} state={state} />
        </div>
      )}
      {mode !== 'off' && (
        <div css={controls} part="webcam-controls">
          {mode === 'overlay' && (
            <>
              <PercentSlider
                label={t('practice.webcam.opacity')}
                name="webcam-opacity"
                range={OPACITY_RANGE}
                value={opacity}
                onChange={(webcamOpacity) => onSettingsChange({ webcamOpacity })}
              />
              <PercentSlider
                label={t('practice.webcam.size')}
                name="webcam-size"
                range={SIZE_RANGE}
                value={size}
                onChange={(webcamSize) => onSettingsChange({ webcamSize })}
              />
              <fieldset css={corners}>
                <legend css={fieldLabel}>{t('practice.webcam.position')}</legend>
                {OVERLAY_CORNERS.map((corner) => (
                  <button
                    key={corner.key}
                    type="button"
                    css={iconButton}
                    aria-label={t(`practice.webcam.${corner.key}`)}
                    aria-pressed={position.x === corner.x && position.y === corner.y}
                    onClick={() => move(corner.x, corner.y)}
                    data-corner={corner.key}
                  >
                    <span aria-hidden="true">{corner.arrow}</span>
                  </button>
                ))}
              </fieldset>
            </>
          )}
          <Toggle pressed={webcamMirrored} onChange={(value) => onSettingsChange({ webcamMirrored: value })}>
            {t('practice.webcam.mirrored')}
          </Toggle>
          <Button variant="secondary" onClick={onClose} part="webcam-close">
            {t('practice.webcam.close')}
          </Button>
        </div>
      )}
    </div>
  );
}
