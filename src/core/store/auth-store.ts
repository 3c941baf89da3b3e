import { computed, signal } from '@preact/signals-core';
import type { BeatCheckSummary, Language, LearnElementMetadata, Theme, User, Voice } from '../contract/api';
import { type Persistence, STORAGE_KEYS } from './persistence';
import { DEFAULT_THEME } from './theme';

/** Settings (requirements R3.9) with their defaults. */
export interface Settings {
  language: Language;
  preferredVoice: Voice | '';
  showHighlighter: boolean;
  /** Light or dark screens, or the device's choice (issue 36; store/theme.ts resolves it). */
  theme: Theme;
  /** Page or line change this many milliseconds earlier. */
  viewportFocusOffset: number;
  /** Saved lessons ("My library"). */
  library: number[];
  /** Ticked steps per exercise (learning element id -> step numbers; see learning/exercise-steps.ts). */
  exerciseSteps?: Record<string, number[]>;
  /** The last Beat check per lesson (learning element id or `tools`; see practice/beat-check/last-check.ts). */
  beatChecks?: Record<string, BeatCheckSummary>;
  /**
   * Whether the account has closed the introduction once; taken from the server at each sign-in
   * (never from another account's local settings). Unknown (undefined) does not open it.
   */
  onboardingSeen?: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  language: 'de',
  preferredVoice: '',
  showHighlighter: true,
  theme: DEFAULT_THEME,
  viewportFocusOffset: 0,
  library: [],
};

export const DEFAULT_VOLUME = 100;
export const DEFAULT_PROGRESS = 0;

interface CurrentLearnElement {
  id: number | null;
  progress: number;
}

/** Auth state (requirements R3.8), restored from the persisted parts on creation. */
export function createAuthStore(persistence: Persistence) {
  const current = persistence.read<CurrentLearnElement>(STORAGE_KEYS.currentLearnElement, {
    id: null,
    progress: DEFAULT_PROGRESS,
  });
  const token = signal<string | null>(persistence.read<string | null>(STORAGE_KEYS.token, null));
  const user = signal<User | null>(persistence.read<User | null>(STORAGE_KEYS.user, null));
  return {
    token,
    user,
    settings: signal<Settings>({ ...DEFAULT_SETTINGS, ...persistence.read(STORAGE_KEYS.settings, {}) }),
    learnElementMetadata: signal<LearnElementMetadata[]>(
      persistence.read(STORAGE_KEYS.learnElementMetadata, []),
    ),
    currentLearnElementId: signal<number | null>(current.id),
    currentLearnElementProgress: signal<number>(current.progress),
    currentVolume: signal<number>(DEFAULT_VOLUME),
    /** The last login error, shown by the sign-in screen. */
    error: signal<string | null>(null),
    isLoggedIn: computed(() => token.value !== null && user.value !== null),
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
