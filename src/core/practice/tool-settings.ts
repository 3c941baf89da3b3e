import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Core } from '../core';
import { GROUPED_METRES } from './metres';
import { clampTempo, DEFAULT_BEATS, DEFAULT_TEMPO } from './metronome';
import { clampBeats } from './patterns';

export type WebcamMode = 'off' | 'split' | 'overlay';

/** The user's practice-tool choices, stored in the user settings under `tools`. */
export interface ToolSettings {
  /** The conducting pattern drawn over the video or canvas. */
  pattern: boolean;
  /** The pattern mirrored for the left hand. */
  leftHanded: boolean;
  /** The lesson video mirrored. */
  mirror: boolean;
  /** The metronome panel open beside a lesson video. */
  metronome: boolean;
  webcam: WebcamMode;
  /** Opacity of the webcam overlay, 0.2…1. */
  webcamOpacity: number;
  /** Width of the webcam overlay as a share of the video, 0.25…1. */
  webcamSize: number;
  /** Where the overlay sits in the free space: 0 = left/top, 1 = right/bottom. */
  webcamPosition: { x: number; y: number };
  /** The webcam picture mirrored, like a mirror (default on). */
  webcamMirrored: boolean;
  tempo: number;
  beats: number;
  /** A compound or asymmetric metre's id (metres.ts), or '' for the simple metre of `beats`. */
  metre: string;
}

export const DEFAULT_TOOL_SETTINGS: ToolSettings = {
  pattern: true,
  leftHanded: false,
  mirror: false,
  metronome: false,
  webcam: 'off',
  webcamOpacity: 0.85,
  webcamSize: 0.34,
  webcamPosition: { x: 1, y: 1 },
  webcamMirrored: true,
  tempo: DEFAULT_TEMPO,
  beats: DEFAULT_BEATS,
  metre: '',
};

export const OPACITY_RANGE = [0.2, 1] as const;
export const SIZE_RANGE = [0.25, 1] as const;
/** Changes are written to the settings (and sent) once they have rested this long. */
export const TOOL_SETTINGS_SAVE_DELAY_MS = 400;

const clamp = (value: unknown, [min, max]: readonly [number, number], fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Reads stored tool settings defensively: unknown or broken values fall back to the defaults. */
export function normaliseToolSettings(raw: unknown): ToolSettings {
  const d = DEFAULT_TOOL_SETTINGS;
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof ToolSettings, unknown>>;
  const position = (value.webcamPosition ?? {}) as { x?: unknown; y?: unknown };
  return {
    pattern: flag(value.pattern, d.pattern),
    leftHanded: flag(value.leftHanded, d.leftHanded),
    mirror: flag(value.mirror, d.mirror),
    metronome: flag(value.metronome, d.metronome),
    webcam: value.webcam === 'split' || value.webcam === 'overlay' ? value.webcam : 'off',
    webcamOpacity: clamp(value.webcamOpacity, OPACITY_RANGE, d.webcamOpacity),
    webcamSize: clamp(value.webcamSize, SIZE_RANGE, d.webcamSize),
    webcamPosition: {
      x: clamp(position.x, [0, 1], d.webcamPosition.x),
      y: clamp(position.y, [0, 1], d.webcamPosition.y),
    },
    webcamMirrored: flag(value.webcamMirrored, d.webcamMirrored),
    tempo: typeof value.tempo === 'number' ? clampTempo(value.tempo) : d.tempo,
    beats: typeof value.beats === 'number' ? clampBeats(value.beats) : d.beats,
    metre: GROUPED_METRES.some((metre) => metre.id === value.metre) ? (value.metre as string) : d.metre,
  };
}

type SettingsCore = Pick<Core, 'auth' | 'session' | 'env'>;

/** The tool settings in the user's settings (the settings object takes extra keys). */
export function readToolSettings(core: Pick<Core, 'auth'>): ToolSettings {
  return normaliseToolSettings((core.auth.settings.value as { tools?: unknown }).tools);
}

/** Writes tool settings through the session: stored locally at once, sent to the server when signed in. */
export function writeToolSettings(core: Pick<Core, 'session'>, tools: ToolSettings): void {
  core.session.updateSettings({ tools } as never);
}

export interface ToolSettingsStore {
  /** The current choices (unsaved changes included). */
  settings: ReadonlySignal<ToolSettings>;
  /** Changes some choices now; they are saved after a short rest. */
  update(patch: Partial<ToolSettings>): void;
  /** Saves pending changes at once (page hide, unmount). */
  flush(): void;
}

const stores = new WeakMap<object, ToolSettingsStore>();

/**
 * The page's tool settings over the core's user settings: one per core, shared by every tool on
 * the page. Changes show at once and are written (and sent) after {@link TOOL_SETTINGS_SAVE_DELAY_MS}
 * without further change, so dragging a slider sends one update, not fifty.
 */
export function toolSettingsStore(core: SettingsCore): ToolSettingsStore {
  let store = stores.get(core);
  if (store) return store;
  const draft = signal<ToolSettings | null>(null);
  const stored = computed(() => readToolSettings(core));
  const settings = computed(() => draft.value ?? stored.value);
  let timer: unknown = null;

  function flush() {
    if (timer !== null) core.env.timers.clearTimeout(timer);
    timer = null;
    const pending = draft.peek();
    if (!pending) return;
    writeToolSettings(core, pending);
    draft.value = null;
  }

  store = {
    settings,
    update(patch) {
      draft.value = normaliseToolSettings({ ...settings.peek(), ...patch });
      if (timer !== null) core.env.timers.clearTimeout(timer);
      timer = core.env.timers.setTimeout(flush, TOOL_SETTINGS_SAVE_DELAY_MS);
    },
    flush,
  };
  stores.set(core, store);
  return store;
}
