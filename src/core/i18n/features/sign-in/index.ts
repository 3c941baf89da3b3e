import { defineTexts } from '../../define-texts';

/**
 * Texts of the sign-in form and the signed-in panel (the app's login page and `<choir-login>`). The
 * failure messages the session composes, and "Close", stay in the base texts under `login`.
 */
export const signInTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
