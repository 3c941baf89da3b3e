import { playerTexts } from '../../core/i18n/features/player';
import { worksTexts } from '../../core/i18n/features/works';
import { registerTexts } from '../../core/i18n/register-texts';

// The player's texts travel with its code (imported for this side effect); it also says OK,
// Cancel and Try again in My works' words.
registerTexts(worksTexts, playerTexts);
