import { defineTexts } from '../../define-texts';

/**
 * Texts of the player (one edition's score and recordings), its dialogs' aside (../player-dialogs).
 * It also uses the requirements' own texts in the base resources (voices.*, errors.*).
 */
export const playerTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
