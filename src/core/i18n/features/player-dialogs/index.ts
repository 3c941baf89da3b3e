import { defineTexts } from '../../define-texts';

/**
 * Texts of the player's dialogs and its mixer's panel (contents, about, jump, go to bar, the work's
 * settings, page turns): they load with those chunks, not with the player's first view.
 */
export const playerDialogTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
