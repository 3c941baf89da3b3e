import { defineTexts } from '../../define-texts';

/** Texts of the markings on the score (issue 39): the tool palette and what it tells. */
export const markingTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
