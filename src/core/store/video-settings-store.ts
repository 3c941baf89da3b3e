import { signal } from '@preact/signals-core';
import type { CaptionLanguage } from '../contract/api';
import { type Persistence, STORAGE_KEYS } from './persistence';

/** Video settings (requirements R3.12): caption track, quality and speed. */
export interface VideoSettings {
  caption: CaptionLanguage | 'off';
  quality: number | 'auto';
  speed: number;
}

export const DEFAULT_VIDEO_SETTINGS: VideoSettings = { caption: 'off', quality: 'auto', speed: 1 };

export function createVideoSettingsStore(persistence: Persistence) {
  const settings = signal<VideoSettings>({
    ...DEFAULT_VIDEO_SETTINGS,
    ...persistence.read(STORAGE_KEYS.videoSettings, {}),
  });
  return {
    settings,
    /** Sign-out: the next person starts from the defaults (storage is cleared by the session). */
    reset() {
      settings.value = DEFAULT_VIDEO_SETTINGS;
    },
    update(patch: Partial<VideoSettings>) {
      settings.value = { ...settings.value, ...patch };
      // Video settings are part of the user's settings (requirements R3.12): kept like them.
      persistence.write(STORAGE_KEYS.videoSettings, settings.value);
    },
  };
}
