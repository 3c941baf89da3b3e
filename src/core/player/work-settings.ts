/**
 * The player's per-work settings (requirements R3.11): voice, mixer, highlighter, page-turn lookahead, zoom
 * and where the work was left. A work opened for the first time starts from the global settings.
 */
import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Voice } from '../contract/api';
import type { EditionManifest } from '../score/manifest';
import type { Settings } from '../store/auth-store';
import {
  type createPlayerSettingsStore,
  DEFAULT_PLAYER_SETTINGS,
  type PlayerSettings,
} from '../store/player-settings-store';
import { emphasis, leadVoice, type Mixer, storedMixer } from './mixer';

export interface WorkSettingsDeps {
  store: Pick<ReturnType<typeof createPlayerSettingsStore>, 'byArticle' | 'get' | 'update'>;
  /** The account's settings (the starting point of a work opened for the first time). */
  global: ReadonlySignal<Pick<Settings, 'preferredVoice' | 'showHighlighter' | 'viewportFocusOffset'>>;
}

export function createWorkSettings(deps: WorkSettingsDeps, articleId: string, voices: readonly Voice[]) {
  const settings = computed((): PlayerSettings => {
    if (deps.store.byArticle.value[articleId]) return deps.store.get(articleId);
    const global = deps.global.value;
    return {
      ...DEFAULT_PLAYER_SETTINGS,
      preferredVoice: global.preferredVoice,
      showHighlighter: global.showHighlighter,
      lookaheadMilliseconds: global.viewportFocusOffset,
    };
  });
  /** The chosen voice, if the edition has it ('' is the full choir). */
  const voice = computed((): Voice | '' => {
    const preferred = settings.value.preferredVoice;
    return preferred && voices.includes(preferred) ? preferred : '';
  });
  const save = (patch: Partial<PlayerSettings>) => {
    deps.store.update(articleId, { ...settings.peek(), ...patch });
  };
  return {
    settings,
    voice,
    /**
     * The mixer, always in agreement with the voice choice: the stored one while it leads with the
     * chosen voice, else (stored before the mixer, or a voice chosen elsewhere) that voice's emphasis.
     */
    mixer: computed((): Mixer => {
      const stored = storedMixer(settings.value.mixer);
      return stored && leadVoice(stored) === voice.value ? stored : emphasis(voice.value);
    }),
    showHighlighter: computed(() => settings.value.showHighlighter),
    lookahead: computed(() => settings.value.lookaheadMilliseconds),
    zoom: computed(() => settings.value.zoom),
    save,
    /** A voice chosen: it leads, the others soft ('' = the full choir, all equal). */
    chooseVoice(choice: Voice | '') {
      save({ preferredVoice: choice, mixer: emphasis(choice) });
    },
    /** The mixer changed by hand: the voice choice follows the voice it leads with. */
    saveMixer(mixer: Mixer) {
      const lead = leadVoice(mixer);
      save({ mixer, preferredVoice: lead && voices.includes(lead) ? lead : '' });
    },
  };
}

export type WorkSettings = ReturnType<typeof createWorkSettings>;

/** Where the player opens a work: its part (an index of the manifest's) and page. */
export function openingPlace(
  work: WorkSettings,
  manifest: EditionManifest,
  startBar: string | null | undefined,
): { part: number; page: number } {
  // A link to a bar opens the first part there (a bar it lacks: at its start), not where it was left.
  const initial = startBar ? { part: 0, page: 0 } : work.settings.peek().lastOpened;
  return { part: Math.min(Math.max(0, initial.part), manifest.parts.length - 1), page: initial.page };
}
