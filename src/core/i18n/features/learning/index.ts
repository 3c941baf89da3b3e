import { defineTexts } from '../../define-texts';

/**
 * Texts of the learning screens: start page, topics, learning elements, library, search and the
 * video player. Texts the requirements quote (errors.notPurchased*, errors.noMatch, errors.emptyLibrary,
 * nav.library) live in the base resources and are used from there.
 */
export const learningTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
