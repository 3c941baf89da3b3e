import { defineTexts } from '../../define-texts';

/**
 * Texts of the player (one edition's score and recordings) and its dialogs. It also uses the
 * requirements' own texts in the base resources (voices.*, errors.*), and the dialogs say OK and
 * Cancel in the options' words.
 */
export const playerTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
