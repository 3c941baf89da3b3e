import './texts';
import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolSettings, WebcamMode } from '../../core/practice/tool-settings';
import { visuallyHidden } from '../styles/theme';
import { fieldLabel, segmented, toggle } from './practice.styles';

/** A pill button that switches a tool on or off. */
export function Toggle({
  pressed,
  onChange,
  icon,
  children,
  part,
}: {
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  icon?: ReactNode;
  children: ReactNode;
  part?: string;
}) {
  return (
    <button type="button" css={toggle} aria-pressed={pressed} onClick={() => onChange(!pressed)} part={part}>
      {icon}
      {children}
    </button>
  );
}

const segmentedGroup = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    float: left;
    margin-right: 2px;
    padding: 0;
  }
`;

const stretched = css`
  display: grid;
  legend {
    float: none;
    margin-bottom: 8px;
  }
  & > div {
    display: flex;
    flex-wrap: nowrap;
  }
  label {
    flex: 1 1 0;
  }
  span {
    width: 100%;
    min-width: 0;
    padding: 0;
  }
`;

/** One choice among a few, as native radio buttons drawn as a segmented control. */
export function Segmented<V extends string | number>({
  legend,
  value,
  options,
  onChange,
  hideLegend = false,
  stretch = false,
  part,
}: {
  legend: string;
  value: V;
  options: readonly { value: V; label: string; ariaLabel?: string }[];
  onChange: (value: V) => void;
  hideLegend?: boolean;
  /** Full width, the options sharing it equally (legend above). */
  stretch?: boolean;
  part?: string;
}) {
  const name = useId();
  return (
    <fieldset css={[segmentedGroup, stretch && stretched]} part={part}>
      <legend css={[fieldLabel, hideLegend && visuallyHidden]}>{legend}</legend>
      <div css={segmented}>
        {options.map((option) => (
          <label key={String(option.value)}>
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              aria-label={option.ariaLabel}
              onChange={() => onChange(option.value)}
            />
            <span aria-hidden={option.ariaLabel ? true : undefined}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Whether a key press belongs to a control (typing, choosing) rather than to a shortcut. */
export function isControlTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element?.closest) return false;
  return Boolean(
    element.closest('input, button, select, textarea, a[href], [contenteditable="true"], video'),
  );
}

/** Space or Enter on a non-control toggles `action`; returns whether the key was used. */
export function handleStartStopKey(event: React.KeyboardEvent, action: () => void): boolean {
  if (event.nativeEvent.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (event.key !== ' ' && event.key !== 'Enter') return false;
  if (isControlTarget(event.target)) return false;
  event.preventDefault();
  action();
  return true;
}

/**
 * Camera off / side by side / overlay. While the Beat check has the camera on (`inUse`), the first
 * choice says the picture shows there instead of "Off".
 */
export function CameraModePicker({
  value,
  onChange,
  inUse = false,
}: {
  value: WebcamMode;
  onChange: (mode: WebcamMode) => void;
  inUse?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Segmented
      legend={t('practice.webcam.mode')}
      value={value}
      options={[
        { value: 'off', label: inUse ? t('practice.webcam.inBeatCheck') : t('practice.webcam.off') },
        { value: 'split', label: t('practice.webcam.split') },
        { value: 'overlay', label: t('practice.webcam.overlay') },
      ]}
      onChange={onChange}
      part="camera-mode"
    />
  );
}

/** The camera mode and the beat check switch, the end of both practice toolbars. */
export function CameraTools({
  settings,
  update,
  beatCheck,
  onCheck,
  checkUsesCamera = false,
}: {
  settings: ToolSettings;
  update: (patch: Partial<ToolSettings>) => void;
  beatCheck: boolean;
  onCheck: (on: boolean) => void;
  /** The Beat check has the camera on. */
  checkUsesCamera?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CameraModePicker
        value={settings.webcam}
        onChange={(webcam) => update({ webcam })}
        inUse={beatCheck && checkUsesCamera}
      />
      <Toggle pressed={beatCheck} onChange={onCheck} part="beat-check-toggle">
        {t('practice.toolbar.beatCheck')}
      </Toggle>
    </>
  );
}

/** The pattern on/off and left-handed switches. */
export function PatternToggles({
  settings,
  update,
}: {
  settings: ToolSettings;
  update: (patch: Partial<ToolSettings>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Toggle pressed={settings.pattern} onChange={(pattern) => update({ pattern })} part="pattern-toggle">
        {t('practice.toolbar.pattern')}
      </Toggle>
      <Toggle
        pressed={settings.leftHanded}
        onChange={(leftHanded) => update({ leftHanded })}
        part="left-handed-toggle"
      >
        {t('practice.toolbar.leftHanded')}
      </Toggle>
    </>
  );
}
