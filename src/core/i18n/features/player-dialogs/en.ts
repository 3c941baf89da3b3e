/** English texts of this feature: they define the keys (see ./index.ts). */
export const en = {
  playerDialogs: {
    ok: 'OK',
    cancel: 'Cancel',
    contentsTitle: 'Table of contents',
    partPages: 'Pages {{from}}–{{to}}',
    partPage: 'Page {{page}}',
    editionBuild: 'Edition {{version}}, build {{gitHash}}',
    lookahead: 'Turn pages earlier by',
    lookaheadValue: '{{ms}} ms',
    lookaheadHint: 'The page turns this much before its first bar sounds, so you can read ahead.',
    settingsHint: 'These settings are kept for this work. The options set the defaults for all works.',
    jump: {
      title: 'Jump to page',
      label: 'Page number (1–{{max}})',
      go: 'Go to page',
    },
    bar: {
      title: 'Go to bar',
      label: 'Bar number ({{first}}–{{last}})',
      go: 'Go to bar',
    },
    turns: {
      title: 'Page turns on this device (all works)',
      keys: 'Keys and pedals',
      keysMode: { pages: 'Turn pages', recording: 'Control the recording' },
      follows: 'The recording follows my page',
      followsHint:
        'A turned page moves the recording to its first bar. Else it plays on, and the score follows it again at its next turn.',
      halfPages: 'Half-page turns',
      halfPagesHint: 'First the next page’s top over this page’s top, then the whole page.',
    },
  },
};
