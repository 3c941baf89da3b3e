import { playerTexts } from '../../core/i18n/features/player';
import { registerTexts } from '../../core/i18n/register-texts';

// The player's texts travel with its code (imported for this side effect).
registerTexts(playerTexts);
