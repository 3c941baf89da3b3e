/** English texts of this feature: they define the keys (see ./index.ts). */
export const en = {
  options: {
    title: 'Options',
    open: 'Options',
    voice: 'Preferred voice',
    voiceHint: 'Optional: the voice the player highlights.',
    language: 'Language',
    languageHint:
      'Saved for your account. A link opens in the language of its page and saves it (French shows on English pages).',
    languageRequired: 'Please choose one language.',
    theme: 'Appearance',
    themeHint: 'Dark is easier on the eyes in a dim church or hall.',
    themes: { light: 'Light', dark: 'Dark', system: 'As the device' },
    highlighter: 'Show highlighter',
    highlighterHint: 'Marks the bar that is playing in the score.',
    jumpToPage: 'Jump to page',
    offset: 'Turn pages earlier by (ms)',
    offsetHint: 'Page or line changes come this much earlier, so you can read ahead (0–5000).',
    offsetInvalid: 'Please enter a whole number of milliseconds from 0 to 5000.',
    ok: 'OK',
    cancel: 'Cancel',
    saved: 'Options saved',
  },
};
