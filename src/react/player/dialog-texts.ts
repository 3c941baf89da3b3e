import { playerDialogTexts } from '../../core/i18n/features/player-dialogs';
import { registerTexts } from '../../core/i18n/register-texts';

// The dialogs' own texts travel with their code (imported for this side effect); the rest of
// what they say is the player's, there before them (./texts.ts).
registerTexts(playerDialogTexts);
