import { defineTexts } from '../../define-texts';

/**
 * Texts of "My works" (the player's are in `../player`). The texts the requirements fix (errors.downloadNotPossible,
 * errors.contactSupport, errors.downloadFailed, errors.requestPersistentStorage, errors.missingFiles,
 * errors.alreadyBought, errors.noConnection, errors.noMatch, voices.*) live in the base resources
 * and are used from there, word for word.
 */
export const worksTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
