import i18next, { type i18n } from 'i18next';
import type { Language } from '../contract/api';
import { FEATURE_TEXTS } from './features';
import { de } from './resources/de';
import { en } from './resources/en';
import { fr } from './resources/fr';

/** The base texts plus every feature's texts, merged under their top-level keys. */
function withFeatures<T extends object>(base: T, language: Language): T {
  return Object.assign({}, base, ...FEATURE_TEXTS.map((texts) => texts[language]));
}

export const resources = {
  de: { translation: withFeatures(de, 'de') },
  en: { translation: withFeatures(en, 'en') },
  fr: { translation: withFeatures(fr, 'fr') },
};

/**
 * A dedicated i18next instance (never the global one), so a host page that uses i18next itself
 * keeps its own configuration.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['de', 'en', 'fr'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
