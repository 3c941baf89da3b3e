import { defineTexts } from '../../define-texts';

/** Texts of the options dialog. */
export const optionsTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
