import './texts';
import { css, keyframes } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPACITY_RANGE,
  SIZE_RANGE,
  type ToolSettings,
  type WebcamMode,
} from '../../core/practice/tool-settings';
import { createWebcam, type Webcam, type WebcamState } from '../../core/practice/webcam';
import { Button } from '../components/button';
import { Toggle } from './controls';
import { fieldLabel, foregroundLayer, iconButton, range, stage } from './practice.styles';

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

const spin = keyframes`to { transform: rotate(360deg); }`;

const split = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
  }
`;

const overlayBox = css`
  position: absolute;
  z-index: 1;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: var(--choir-radius-small);
  border: 2px solid rgb(255 255 255 / 0.9);
  box-shadow: 0 6px 20px rgb(15 23 42 / 0.35);
  background: #0f172a;
  cursor: grab;
  touch-action: none;
  &:active {
    cursor: grabbing;
  }
`;

const cameraVideo = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const mirroredVideo = css`
  transform: scaleX(-1);
`;

const starting = css`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: 8px;
  padding: 8px;
  color: #e2e8f0;
  font-size: 0.875rem;
  text-align: center;
  p {
    margin: 0;
  }
`;

const message = css`
  display: grid;
  align-content: center;
  justify-items: start;
  gap: 6px;
  padding: 16px 18px;
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-background);
  color: var(--choir-color-text);
  font-size: 0.9375rem;
  strong {
    font-size: 1.0625rem;
  }
  p {
    margin: 0 0 6px;
    max-width: 60ch;
  }
`;

const errorMessage = css`
  border-color: var(--choir-color-danger);
  background: var(--choir-color-danger-soft);
  strong {
    color: var(--choir-color-danger);
  }
`;

const spinner = css`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 3px solid rgb(255 255 255 / 0.3);
  border-top-color: #fff;
  animation: ${spin} 0.9s linear infinite;
`;

const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 20px;
  padding-top: 12px;
  label {
    display: grid;
    gap: 2px;
    min-width: 150px;
    flex: 1 1 150px;
    max-width: 240px;
  }
`;

const banner = css`
  padding-top: 12px;
`;

const corners = css`
  display: flex;
  align-items: center;
  gap: 6px;
  border: none;
  margin: 0;
  padding: 0;
  legend {
    float: left;
    margin-right: 4px;
    padding: 0;
  }
`;

/** The camera while `active`: released when inactive, on unmount and when the page is left. */
function useWebcam(mediaDevices: WebcamPanelProps['mediaDevices'], active: boolean): Webcam {
  const [webcam] = useState(() => createWebcam(mediaDevices ?? (() => globalThis.navigator?.mediaDevices)));
  useEffect(() => {
    if (!active) return;
    void webcam.start();
    const leave = () => webcam.stop();
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void webcam.start();
    };
    globalThis.addEventListener('pagehide', leave);
    globalThis.addEventListener('pageshow', back);
    return () => {
      globalThis.removeEventListener('pagehide', leave);
      globalThis.removeEventListener('pageshow', back);
      webcam.stop();
    };
  }, [webcam, active]);
  return webcam;
}

/** The live camera picture (mirrored on demand), or a spinner while it starts. */
function CameraPicture({ stream, mirrored }: { stream: MediaStream | null; mirrored: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    return () => {
      element.srcObject = null;
    };
  }, [stream]);

  if (stream)
    return (
      <video
        ref={video}
        css={[cameraVideo, mirrored && mirroredVideo]}
        data-mirrored={mirrored}
        part="webcam-video"
        autoPlay
        muted
        playsInline
        aria-label={mirrored ? t('practice.webcam.video') : t('practice.webcam.videoUnmirrored')}
      />
    );
  return (
    <div css={starting} role="status">
      <span css={spinner} aria-hidden="true" />
      <p>{t('practice.webcam.starting')}</p>
    </div>
  );
}

/** Why there is no camera picture (each error kind in the user's language), with "Try again". */
function CameraMessage({ webcam, state }: { webcam: Webcam; state: WebcamState }) {
  const { t } = useTranslation();
  const error = state.status === 'error' ? state.error : null;
  return (
    <div
      css={[message, error && errorMessage]}
      role={error ? 'alert' : 'status'}
      part={error ? 'webcam-error' : 'webcam-message'}
      data-error={error ?? undefined}
    >
      <strong>{error ? t(`practice.webcam.errors.${error}.title`) : t('practice.webcam.stopped')}</strong>
      {error && <p>{t(`practice.webcam.errors.${error}.text`)}</p>}
      <div>
        <Button onClick={() => void webcam.start()}>{t('practice.webcam.retry')}</Button>
      </div>
    </div>
  );
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

const CORNERS = [
  { key: 'topLeft', x: 0, y: 0, arrow: '↖' },
  { key: 'topRight', x: 1, y: 0, arrow: '↗' },
  { key: 'bottomLeft', x: 0, y: 1, arrow: '↙' },
  { key: 'bottomRight', x: 1, y: 1, arrow: '↘' },
] as const;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The overlay's box in the 16:9 stage: `size` of its width at most, never over the bottom
 * `controlsHeight` px, placed by `position` (0…1) in the space left.
 */
function overlayPlace(size: number, position: { x: number; y: number }, controlsHeight: number) {
  const freeWidth = `max(${(1 - size) * 100}%, ${(controlsHeight * 16) / 9}px)`;
  return {
    width: `calc(100% - ${freeWidth})`,
    left: `calc(${freeWidth} * ${position.x})`,
    top: `calc(max(0px, ${(1 - size) * 100}% - ${controlsHeight}px) * ${position.y})`,
  };
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
  const move = (x: number, y: number) =>
    onSettingsChange({ webcamPosition: { x: clamp01(x), y: clamp01(y) } });

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
                const free = freeSpace(event.currentTarget);
                move(
                  start.x + (event.clientX - start.pointerX) / Math.max(1, free.x),
                  start.y + (event.clientY - start.pointerY) / Math.max(1, free.y),
                );
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
                {CORNERS.map((corner) => (
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
