import { practiceTexts } from '../../core/i18n/features/practice';
import { registerTexts } from '../../core/i18n/register-texts';

// The practice tools' texts travel with their code (imported for this side effect).
registerTexts(practiceTexts);
