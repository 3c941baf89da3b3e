import type { i18n } from 'i18next';
import type { FeatureTexts } from './define-texts';

/**
 * Feature texts are registered by the feature's own code when its chunk loads, so a page with one
 * element carries only that element's texts. Every i18n instance created here receives them,
 * before or after creation.
 */
const registered: FeatureTexts[] = [];
const instances = new Set<i18n>();

function add(instance: i18n, texts: FeatureTexts) {
  for (const language of ['de', 'en', 'fr'] as const) {
    instance.addResourceBundle(language, 'translation', texts[language], true, true);
  }
}

export function registerTexts(...list: FeatureTexts[]): void {
  for (const texts of list) {
    if (registered.includes(texts)) continue;
    registered.push(texts);
    for (const instance of instances) add(instance, texts);
  }
}

/** Gives an instance every text registered so far and every one registered later. */
export function attachTexts(instance: i18n): void {
  instances.add(instance);
  for (const texts of registered) add(instance, texts);
}
