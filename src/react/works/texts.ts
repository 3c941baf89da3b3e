import { worksTexts } from '../../core/i18n/features/works';
import { registerTexts } from '../../core/i18n/register-texts';

// My works' texts travel with its code (imported for this side effect).
registerTexts(worksTexts);
