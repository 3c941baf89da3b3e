import { defineTexts } from '../../define-texts';

/** Texts of concert programmes (in My works and the player). */
export const programmeTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
