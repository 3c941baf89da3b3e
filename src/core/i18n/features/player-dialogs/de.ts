import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
  playerDialogs: {
    ok: 'OK',
    cancel: 'Abbrechen',
    contentsTitle: 'Inhaltsverzeichnis',
    partPages: 'Seiten {{from}}–{{to}}',
    partPage: 'Seite {{page}}',
    editionBuild: 'Ausgabe {{version}}, Build {{gitHash}}',
    lookahead: 'Früher umblättern um',
    lookaheadValue: '{{ms}} ms',
    lookaheadHint:
      'Die Seite wird so viel früher vor ihrem ersten Takt umgeblättert, damit Sie vorauslesen können.',
    settingsHint:
      'Diese Einstellungen gelten für dieses Werk. Die Optionen legen die Vorgaben für alle Werke fest.',
    jump: {
      title: 'Zu Seite springen',
      label: 'Seitenzahl (1–{{max}})',
      go: 'Zur Seite',
    },
    bar: {
      title: 'Zu Takt springen',
      label: 'Taktnummer ({{first}}–{{last}})',
      go: 'Zum Takt',
    },
    turns: {
      title: 'Umblättern auf diesem Gerät (alle Werke)',
      keys: 'Tasten und Pedale',
      keysMode: { pages: 'Blättern um', recording: 'Steuern die Aufnahme' },
      follows: 'Die Aufnahme folgt meiner Seite',
      followsHint:
        'Eine umgeblätterte Seite setzt die Aufnahme an ihren ersten Takt. Sonst spielt sie weiter, und die Noten folgen ihr ab dem nächsten Umblättern.',
      halfPages: 'Halbseitig umblättern',
      halfPagesHint: 'Erst der Anfang der nächsten Seite über dem dieser, dann die ganze Seite.',
    },
  },
};
