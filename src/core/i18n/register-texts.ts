import type { BackendModule, i18n } from 'i18next';
import type { Language } from '../contract/api';
import { LANGUAGES } from '../contract/constants';
import type { FeatureTexts } from './define-texts';

/**
 * Texts load per language: the base texts and each feature's, when its code loads and only in the
 * languages an instance shows. The registry sits on `globalThis` like the core, so features a
 * second copy of the bundle registers reach the page's one i18n instance.
 */
interface TextRegistry {
  features: FeatureTexts[];
  /** Per instance, the languages it has loaded or is loading: a late feature loads in each. */
  instances: Map<i18n, Set<Language>>;
  /** Loads under way, and the promise that settles when none is left. */
  pending: number;
  settled: Promise<void> | null;
  release: () => void;
}

const REGISTRY_KEY = Symbol.for('choir-coach.texts');

function registry(): TextRegistry {
  const holder = globalThis as { [REGISTRY_KEY]?: TextRegistry };
  holder[REGISTRY_KEY] ??= {
    features: [],
    instances: new Map(),
    pending: 0,
    settled: null,
    release: () => {},
  };
  return holder[REGISTRY_KEY];
}

const warn = (error: unknown) => console.warn('[choir-coach] Texts could not be loaded', error);

/** Counts a load until it settles (failed loads too: a missing text shows its key, never a hang). */
export function trackTextLoad(load: Promise<unknown>): void {
  const state = registry();
  state.pending += 1;
  state.settled ??= new Promise((resolve) => {
    state.release = resolve;
  });
  void load.catch(warn).finally(() => {
    state.pending -= 1;
    if (state.pending > 0) return;
    state.settled = null;
    state.release();
  });
}

/** Settles once every text load started so far has finished; null when none is under way. */
export function textsLoading(): Promise<void> | null {
  return registry().settled;
}

/** Resolves once every text load started so far has finished. */
export async function textsReady(): Promise<void> {
  for (let waiting = textsLoading(); waiting; waiting = textsLoading()) await waiting;
}

function addFeature(instance: i18n, texts: FeatureTexts, language: Language) {
  trackTextLoad(
    texts[language]().then((resource) =>
      instance.addResourceBundle(language, 'translation', resource, true, true),
    ),
  );
}

/** Registers feature texts (from the feature's own code, so only pages using it load them). */
export function registerTexts(...list: FeatureTexts[]): void {
  const state = registry();
  for (const texts of list) {
    if (state.features.includes(texts)) continue;
    state.features.push(texts);
    for (const [instance, languages] of state.instances)
      for (const language of languages) addFeature(instance, texts, language);
  }
}

/**
 * The i18next backend of an instance: reading a language loads the base texts and every feature
 * registered so far in that language, so `changeLanguage` switches only once all are there.
 * Top-level keys of the base and the features never overlap, so the parts merge flat.
 */
export function textsBackend(instance: i18n, base: FeatureTexts): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      const state = registry();
      const known = LANGUAGES.find((candidate) => candidate === language);
      if (!known) return callback(null, {});
      const languages = state.instances.get(instance) ?? new Set();
      state.instances.set(instance, languages.add(known));
      // A feature that fails to load leaves the others (and the switch) alone; its keys show.
      const features = Promise.all(
        state.features.map((texts) => texts[known]().catch((error) => warn(error))),
      );
      trackTextLoad(
        Promise.all([base[known](), features]).then(
          ([texts, parts]) => callback(null, Object.assign({}, texts, ...parts)),
          (error: Error) => callback(error, false),
        ),
      );
    },
  };
}

/** Passes a loaded module on once the texts it registered are there (for lazy screens). */
export const withTexts = <T>(module: T): Promise<T> => textsReady().then(() => module);
