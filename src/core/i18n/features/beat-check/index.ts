import { defineTexts } from '../../define-texts';

/** Texts of the Beat check (practice tools), under `beatCheck.*`; registered by its lazy chunk. */
export const beatCheckTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
