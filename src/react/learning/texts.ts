import { learningTexts } from '../../core/i18n/features/learning';
import { registerTexts } from '../../core/i18n/register-texts';

// The learning screens' texts travel with their code (imported for this side effect).
registerTexts(learningTexts);
