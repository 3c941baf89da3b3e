import { defineTexts } from '../../define-texts';

/** Texts of the practice tools (metronome, pattern overlay, mirror, webcam), under `practice.*`. */
export const practiceTexts = defineTexts({
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
});
