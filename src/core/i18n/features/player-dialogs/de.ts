import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
  playerDialogs: {
    contentsTitle: 'Inhaltsverzeichnis',
    partPages: 'Seiten {{from}}–{{to}}',
    partPage: 'Seite {{page}}',
    editionBuild: 'Ausgabe {{version}}, Build {{gitHash}}',
    settingsHint:
      'Nur für dieses Werk: seine Stimme, die Markierung und das Umblättern, mit ihm gespeichert. Die Optionen der App (Sprache, Darstellung, Vorgaben) finden Sie unter „Optionen“.',
    lookahead: 'Früher umblättern um',
    lookaheadValue: '{{ms}} ms',
    lookaheadHint:
      'Die Seite wird so viel früher vor ihrem ersten Takt umgeblättert, damit Sie vorauslesen können.',
    jump: {
      title: 'Zu Seite springen',
      label: 'Seitenzahl (1–{{max}})',
      go: 'Zur Seite',
    },
    mixer: {
      mute: 'Stumm',
      solo: 'Solo',
      muteVoice: '{{voice}} stumm schalten',
      soloVoice: '{{voice}} solo',
      volume: 'Lautstärke {{voice}}',
      volumeValue: '{{percent}} %',
      lead: '{{voice}}, die Stimme, die die Partitur färbt',
    },
    rehearse: {
      bar: {
        title: 'Zu Takt springen',
        label: 'Taktnummer ({{first}}–{{last}})',
        go: 'Zum Takt',
      },
    },
    turns: {
      title: 'Umblättern auf diesem Gerät (alle Werke)',
      keys: 'Tasten und Pedale',
      keysMode: {
        pages: 'Blättern um',
        recording: 'Steuern die Aufnahme',
      },
      follows: 'Die Aufnahme folgt meiner Seite',
      followsHint:
        'Eine umgeblätterte Seite setzt die Aufnahme an ihren ersten Takt. Sonst spielt sie weiter, und die Noten folgen ihr ab dem nächsten Umblättern.',
      halfPages: 'Halbseitig umblättern',
      halfPagesHint: 'Erst der Anfang der nächsten Seite über dem dieser, dann die ganze Seite.',
    },
  },
};
