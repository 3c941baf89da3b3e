import i18next, { type i18n } from 'i18next';
import type { Language } from '../contract/api';
import { LANGUAGES } from '../contract/constants';
import { defineTexts } from './define-texts';
import { textsBackend, trackTextLoad } from './register-texts';

/** The base texts every element needs, one module per language; features add theirs with `registerTexts`. */
export const baseTexts = defineTexts({
  en: () => import('./resources/en').then((module) => module.en),
  de: () => import('./resources/de').then((module) => module.de),
  fr: () => import('./resources/fr').then((module) => module.fr),
});

/**
 * A dedicated i18next instance (never the global one), so a host page that uses i18next itself
 * keeps its own configuration. Its texts load in the background (`textsReady()` settles when they
 * are there); `changeLanguage` resolves once the new language's texts are loaded.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  instance.use(textsBackend(instance, baseTexts));
  trackTextLoad(
    instance.init({
      lng: language,
      // Every language has every key (checked by the compiler and tests), so no fallback is loaded.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    }),
  );
  return instance;
}
