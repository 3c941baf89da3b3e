import i18next, { type i18n } from 'i18next';
import type { Language } from '../contract/api';
import { attachTexts } from './register-texts';
import { de } from './resources/de';
import { en } from './resources/en';
import { fr } from './resources/fr';

/** The base texts every element needs; features add theirs with `registerTexts`. */
export const resources = {
  de: { translation: de },
  en: { translation: en },
  fr: { translation: fr },
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
  attachTexts(instance);
  return instance;
}
