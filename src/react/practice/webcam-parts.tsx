/**
 * The camera's parts of the webcam panel (webcam-panel.tsx), a chunk of their own loaded the first
 * time the camera is turned on: its picture over the stage or beside it, why there is none, and
 * its settings (opacity, size and position of the overlay, mirrored, close).
 */
import './texts';
import { useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPACITY_RANGE,
  SIZE_RANGE,
  type ToolSettings,
  type WebcamMode,
} from '../../core/practice/tool-settings';
import type { Webcam, WebcamState } from '../../core/practice/webcam';
import {
  clampedPosition,
  draggedPosition,
  OVERLAY_CORNERS,
  overlayPlace,
} from '../../core/practice/webcam-overlay';
import { Button } from '../components/button';
import { Toggle } from './controls';
import { fieldLabel, iconButton, range, stage } from './practice.styles';
import { banner, controls, corners, overlayBox } from './webcam.styles';
import { CameraMessage, CameraPicture } from './webcam-camera';

export type CameraSettings = Pick<
  ToolSettings,
  'webcam' | 'webcamOpacity' | 'webcamSize' | 'webcamPosition' | 'webcamMirrored'
>;

type ChangeSettings = (patch: Partial<ToolSettings>) => void;

const showsPicture = (state: WebcamState) => state.status === 'live' || state.status === 'starting';

const liveStream = (state: WebcamState) => (state.status === 'live' ? state.stream : null);

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
 * The camera over the stage (`stage`: its box), once it shows a picture: moved by dragging, kept
 * clear of the picture's own controls (`controlsHeight` px along the bottom edge).
 */
export function OverlayCamera({
  webcam,
  settings,
  onSettingsChange,
  stage: stageRef,
  controlsHeight,
}: {
  webcam: Webcam;
  settings: CameraSettings;
  onSettingsChange: ChangeSettings;
  stage: RefObject<HTMLDivElement | null>;
  controlsHeight: number;
}) {
  useSignals();
  const { t } = useTranslation();
  const drag = useRef<{ x: number; y: number; pointerX: number; pointerY: number } | null>(null);
  const state = webcam.state.value;
  if (!showsPicture(state)) return null;
  const { webcamOpacity: opacity, webcamSize: size, webcamPosition: position } = settings;

  const freeSpace = (overlay: HTMLElement) => {
    const stage = stageRef.current?.getBoundingClientRect();
    const box = overlay.getBoundingClientRect();
    return stage
      ? { x: stage.width - box.width, y: stage.height - controlsHeight - box.height }
      : { x: 1, y: 1 };
  };

  return (
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
      <CameraPicture stream={liveStream(state)} mirrored={settings.webcamMirrored} />
    </div>
  );
}

/** The camera beside the stage: its picture, or why there is none. */
export function SplitCamera({ webcam, mirrored }: { webcam: Webcam; mirrored: boolean }) {
  useSignals();
  const state = webcam.state.value;
  return showsPicture(state) ? (
    <div css={stage} part="webcam">
      <CameraPicture stream={liveStream(state)} mirrored={mirrored} />
    </div>
  ) : (
    <CameraMessage webcam={webcam} state={state} />
  );
}

/**
 * Under the stage: why the overlay shows no picture, and the camera's settings (the overlay's
 * opacity, size and corner; mirrored; close).
 */
export function CameraControls({
  webcam,
  mode,
  settings,
  onSettingsChange,
  onClose,
}: {
  webcam: Webcam;
  mode: Exclude<WebcamMode, 'off'>;
  settings: CameraSettings;
  onSettingsChange: ChangeSettings;
  onClose: () => void;
}) {
  useSignals();
  const { t } = useTranslation();
  const state = webcam.state.value;
  const { webcamOpacity: opacity, webcamSize: size, webcamPosition: position, webcamMirrored } = settings;
  const move = (x: number, y: number) => onSettingsChange({ webcamPosition: clampedPosition(x, y) });

  return (
    <>
      {mode === 'overlay' && !showsPicture(state) && (
        <div css={banner}>
          <CameraMessage webcam={webcam} state={state} />
        </div>
      )}
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
    </>
  );
}
