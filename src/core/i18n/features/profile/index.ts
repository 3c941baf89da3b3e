import { defineTexts } from '../../define-texts';

/** Texts of the profile page and the debug page. */
export const profileTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
