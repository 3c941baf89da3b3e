import { playerDialogTexts } from '../../core/i18n/features/player-dialogs';
import { registerTexts } from '../../core/i18n/register-texts';

// The dialogs' and the mixer panel's texts travel with their chunks (imported for this side effect).
registerTexts(playerDialogTexts);
