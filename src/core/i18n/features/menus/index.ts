import { defineTexts } from '../../define-texts';

/** Sample content of the notification menu, the user menu and the onboarding carousel. */
export const menuTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
