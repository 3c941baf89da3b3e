import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const fr: TextShape<typeof en> = {
  options: {
    title: 'Options',
    open: 'Options',
    voice: 'Voix préférée',
    voiceHint: 'Facultatif : la voix que le lecteur met en évidence.',
    language: 'Langue',
    languageHint:
      'Enregistrée pour votre compte. Un lien s’ouvre dans la langue de sa page et l’enregistre (le français s’affiche sur les pages anglaises).',
    languageRequired: 'Veuillez choisir une langue.',
    theme: 'Apparence',
    themeHint: 'Le mode sombre ménage les yeux dans une église ou une salle peu éclairée.',
    themes: { light: 'Clair', dark: 'Sombre', system: 'Comme l’appareil' },
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
};
