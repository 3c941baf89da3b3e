import { signal } from '@preact/signals-core';
import type { Voice } from '../contract/api';
import type { Mixer } from '../player/mixer';
import type { ScoreZoom } from '../player/zoom';
import { type Persistence, STORAGE_KEYS } from './persistence';

/** Per-work player settings (requirements R3.11), keyed by articleId. */
export interface PlayerSettings {
  lookaheadMilliseconds: number;
  preferredVoice: Voice | '';
  showHighlighter: boolean;
  lastOpened: { ts: number; part: number; page: number };
  /** Score zoom of the work (issue 19.14); missing means the automatic layout. */
  zoom?: ScoreZoom;
  /** Each voice's volume, mute and solo (issue 38); missing (stored before it) means the voice choice's. */
  mixer?: Mixer;
}

export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = {
  lookaheadMilliseconds: 0,
  preferredVoice: '',
  showHighlighter: true,
  lastOpened: { ts: 0, part: 0, page: 0 },
};

export function createPlayerSettingsStore(persistence: Persistence) {
  const byArticle = signal<Record<string, PlayerSettings>>(persistence.read(STORAGE_KEYS.playerSettings, {}));
  return {
    byArticle,
    get(articleId: string): PlayerSettings {
      return { ...DEFAULT_PLAYER_SETTINGS, ...byArticle.value[articleId] };
    },
    /** Sign-out: the next person starts from the defaults (storage is cleared by the session). */
    reset() {
      byArticle.value = {};
    },
    update(articleId: string, patch: Partial<PlayerSettings>) {
      const next = {
        ...byArticle.value,
        [articleId]: { ...DEFAULT_PLAYER_SETTINGS, ...byArticle.value[articleId], ...patch },
      };
      byArticle.value = next;
      persistence.write(STORAGE_KEYS.playerSettings, next);
    },
  };
}
