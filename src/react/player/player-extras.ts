/**
 * What the player's first view does not show, in a chunk of its own (`use-player-extras.ts`
 * loads it): the dialogs, with the options.
 */
export { PlayerDialogHost } from './player-dialog-host';
