import { markingTexts } from '../../../core/i18n/features/markings';
import { registerTexts } from '../../../core/i18n/register-texts';

// The markings' texts travel with their code (imported for this side effect).
registerTexts(markingTexts);
