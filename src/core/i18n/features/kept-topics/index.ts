import { defineTexts } from '../../define-texts';

/** Texts of "Keep this topic offline" (topic page) and the kept topics' storage panel (profile). */
export const keptTopicsTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
