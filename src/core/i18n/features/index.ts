import type { FeatureTexts } from '../define-texts';
import { beatCheckTexts } from './beat-check';
import { keptTopicsTexts } from './kept-topics';
import { learningTexts } from './learning';
import { markingTexts } from './markings';
import { menuTexts } from './menus';
import { optionsTexts } from './options';
import { playerTexts } from './player';
import { playerDialogTexts } from './player-dialogs';
import { practiceTexts } from './practice';
import { profileTexts } from './profile';
import { programmeTexts } from './programmes';
import { shellTexts } from './shell';
import { signInTexts } from './sign-in';
import { workDialogTexts } from './work-dialogs';
import { worksTexts } from './works';

/**
 * Texts of the features, each in its own file (`features/<feature>.ts`, made with `defineTexts`),
 * merged into the resources under their top-level keys. Add a feature by adding its file here.
 */
export const FEATURE_TEXTS: FeatureTexts[] = [
  shellTexts,
  optionsTexts,
  menuTexts,
  practiceTexts,
  profileTexts,
  learningTexts,
  worksTexts,
  signInTexts,
  workDialogTexts,
  playerTexts,
  playerDialogTexts,
  keptTopicsTexts,
  beatCheckTexts,
  programmeTexts,
  markingTexts,
];
