import { defineTexts } from '../../define-texts';

/** Texts of the app shell: titles, navigation, footer, dialogs, error screens. */
export const shellTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
