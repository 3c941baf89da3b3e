import { worksTexts } from '../../core/i18n/features/works';
import { registerTexts } from '../../core/i18n/register-texts';

// My works' and the player's texts travel with their code (imported for this side effect).
registerTexts(worksTexts);
