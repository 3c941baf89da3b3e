/** English texts of this feature: they define the keys (see ./index.ts). */
export const en = {
  playerDialogs: {
    contentsTitle: 'Table of contents',
    partPages: 'Pages {{from}}–{{to}}',
    partPage: 'Page {{page}}',
    editionBuild: 'Edition {{version}}, build {{gitHash}}',
    settingsHint:
      'Only for this work: its voice, highlighter and page turns, kept with it. The app options (language, appearance, defaults) are under “Options”.',
    lookahead: 'Turn pages earlier by',
    lookaheadValue: '{{ms}} ms',
    lookaheadHint: 'The page turns this much before its first bar sounds, so you can read ahead.',
    jump: {
      title: 'Jump to page',
      label: 'Page number (1–{{max}})',
      go: 'Go to page',
    },
    mixer: {
      mute: 'Mute',
      solo: 'Solo',
      muteVoice: 'Mute {{voice}}',
      soloVoice: 'Solo {{voice}}',
      volume: '{{voice}} volume',
      volumeValue: '{{percent}} %',
      lead: '{{voice}}, the voice the score colours',
    },
    rehearse: {
      bar: {
        title: 'Go to bar',
        label: 'Bar number ({{first}}–{{last}})',
        go: 'Go to bar',
      },
    },
    turns: {
      title: 'Page turns on this device (all works)',
      keys: 'Keys and pedals',
      keysMode: {
        pages: 'Turn pages',
        recording: 'Control the recording',
      },
      follows: 'The recording follows my page',
      followsHint:
        'A turned page moves the recording to its first bar. Else it plays on, and the score follows it again at its next turn.',
      halfPages: 'Half-page turns',
      halfPagesHint: 'First the next page’s top over this page’s top, then the whole page.',
    },
  },
};
