import { defineTexts } from '../define-texts';

/** Texts of the options dialog. */
export const optionsTexts = defineTexts({
  en: {
    options: {
      title: 'Options',
      open: 'Options',
      voice: 'Preferred voice',
      voiceHint: 'Optional: the voice the player highlights.',
      language: 'Language',
      languageRequired: 'Please choose one language.',
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
  },
  de: {
    options: {
      title: 'Optionen',
      open: 'Optionen',
      voice: 'Bevorzugte Stimme',
      voiceHint: 'Optional: die Stimme, die der Player hervorhebt.',
      language: 'Sprache',
      languageRequired: 'Bitte wählen Sie eine Sprache.',
      highlighter: 'Markierung anzeigen',
      highlighterHint: 'Markiert den gerade klingenden Takt in den Noten.',
      jumpToPage: 'Zu Seite springen',
      offset: 'Früher umblättern um (ms)',
      offsetHint:
        'Seiten- oder Zeilenwechsel kommen um so viel früher, damit Sie vorauslesen können (0–5000).',
      offsetInvalid: 'Bitte geben Sie eine ganze Zahl von 0 bis 5000 Millisekunden ein.',
      ok: 'OK',
      cancel: 'Abbrechen',
      saved: 'Optionen gespeichert',
    },
  },
  fr: {
    options: {
      title: 'Options',
      open: 'Options',
      voice: 'Voix préférée',
      voiceHint: 'Facultatif : la voix que le lecteur met en évidence.',
      language: 'Langue',
      languageRequired: 'Veuillez choisir une langue.',
      highlighter: 'Afficher le surlignage',
      highlighterHint: 'Marque dans la partition la mesure en cours.',
      jumpToPage: 'Aller à la page',
      offset: 'Tourner les pages plus tôt de (ms)',
      offsetHint:
        "Les changements de page ou de ligne arrivent d'autant plus tôt, pour lire en avance (0–5000).",
      offsetInvalid: 'Veuillez saisir un nombre entier de millisecondes entre 0 et 5000.',
      ok: 'OK',
      cancel: 'Annuler',
      saved: 'Options enregistrées',
    },
  },
});
