import { programmeTexts } from '../../../core/i18n/features/programmes';
import { registerTexts } from '../../../core/i18n/register-texts';

// The programmes' texts travel with their code (imported for this side effect).
registerTexts(programmeTexts);
