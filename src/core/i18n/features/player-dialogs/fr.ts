import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const fr: TextShape<typeof en> = {
  playerDialogs: {
    ok: 'OK',
    cancel: 'Annuler',
    contentsTitle: 'Table des matières',
    partPages: 'Pages {{from}}–{{to}}',
    partPage: 'Page {{page}}',
    editionBuild: 'Édition {{version}}, build {{gitHash}}',
    lookahead: 'Tourner la page plus tôt de',
    lookaheadValue: '{{ms}} ms',
    lookaheadHint: 'La page tourne avant sa première mesure, pour que vous puissiez lire en avance.',
    settingsHint:
      'Ces réglages sont conservés pour cette œuvre. Les options définissent les valeurs par défaut de toutes les œuvres.',
    jump: {
      title: 'Aller à la page',
      label: 'Numéro de page (1–{{max}})',
      go: 'Aller à la page',
    },
    bar: {
      title: 'Aller à la mesure',
      label: 'Numéro de mesure ({{first}}–{{last}})',
      go: 'Aller à la mesure',
    },
    turns: {
      title: 'Tourner les pages sur cet appareil (toutes les œuvres)',
      keys: 'Touches et pédales',
      keysMode: { pages: 'Tournent les pages', recording: 'Pilotent l’enregistrement' },
      follows: 'L’enregistrement suit ma page',
      followsHint:
        'Une page tournée place l’enregistrement à sa première mesure. Sinon il continue, et la partition le suit dès la page suivante.',
      halfPages: 'Tourner par demi-pages',
      halfPagesHint: 'D’abord le haut de la page suivante sur celui de celle-ci, puis la page entière.',
    },
  },
};
