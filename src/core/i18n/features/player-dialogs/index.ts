import { defineTexts } from '../../define-texts';

/**
 * Texts of the player's dialogs (contents, about, jump to page, go to bar, the work's settings);
 * they load with the dialogs, which also use the player's texts (../player).
 */
export const playerDialogTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
