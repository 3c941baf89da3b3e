import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
  options: {
    title: 'Optionen',
    open: 'Optionen',
    voice: 'Bevorzugte Stimme',
    voiceHint: 'Optional: die Stimme, die der Player hervorhebt.',
    language: 'Sprache',
    languageHint:
      'Wird für Ihr Konto gespeichert. Ein Link öffnet in der Sprache seiner Seite und speichert sie (Französisch erscheint auf englischen Seiten).',
    languageRequired: 'Bitte wählen Sie eine Sprache.',
    theme: 'Darstellung',
    themeHint: 'Dunkel schont die Augen in einer dämmrigen Kirche oder Halle.',
    themes: { light: 'Hell', dark: 'Dunkel', system: 'Wie das Gerät' },
    highlighter: 'Markierung anzeigen',
    highlighterHint: 'Markiert den gerade klingenden Takt in den Noten.',
    jumpToPage: 'Zu Seite springen',
    offset: 'Früher umblättern um (ms)',
    offsetHint: 'Seiten- oder Zeilenwechsel kommen um so viel früher, damit Sie vorauslesen können (0–5000).',
    offsetInvalid: 'Bitte geben Sie eine ganze Zahl von 0 bis 5000 Millisekunden ein.',
    ok: 'OK',
    cancel: 'Abbrechen',
    saved: 'Optionen gespeichert',
  },
};
