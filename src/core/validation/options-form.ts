import type { Language, Theme, Voice } from '../contract/api';

/** Page turns may come at most this early (a score page rarely lasts longer to read ahead). */
export const MAX_PAGE_TURN_OFFSET_MS = 5000;

export interface OptionsForm {
  preferredVoice: Voice | '';
  /** Empty while the user has deselected every language chip. */
  language: Language | '';
  showHighlighter: boolean;
  theme: Theme;
  /** As typed, so a bad value can be shown and corrected. */
  viewportFocusOffset: string;
}

export interface OptionsErrors {
  language?: 'options.languageRequired';
  viewportFocusOffset?: 'options.offsetInvalid';
}

/** Requirements R5.4: exactly one language; the voice is optional; the offset a whole number of ms in range. */
export function validateOptions(form: OptionsForm): OptionsErrors {
  const errors: OptionsErrors = {};
  if (!form.language) errors.language = 'options.languageRequired';
  const offset = form.viewportFocusOffset.trim();
  const value = Number(offset);
  if (!/^\d+$/.test(offset) || value > MAX_PAGE_TURN_OFFSET_MS)
    errors.viewportFocusOffset = 'options.offsetInvalid';
  return errors;
}
