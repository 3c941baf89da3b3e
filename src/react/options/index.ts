/** The options feature as other features use it (the shell's and the player's options dialog). */
export { OptionsDialog, type OptionsDialogProps } from './options-dialog';
