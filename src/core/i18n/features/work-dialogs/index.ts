import { defineTexts } from '../../define-texts';

/** Texts of the works dialogs (a newer version, an unlock code); they load with the dialogs. */
export const workDialogTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
