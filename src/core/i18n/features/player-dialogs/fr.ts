import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const fr: TextShape<typeof en> = {
  playerDialogs: {
    contentsTitle: 'Table des matières',
    partPages: 'Pages {{from}}–{{to}}',
    partPage: 'Page {{page}}',
    editionBuild: 'Édition {{version}}, build {{gitHash}}',
    settingsHint:
      'Uniquement pour cette œuvre : sa voix, le surlignage et le tourne-page, gardés avec elle. Les options de l’application (langue, apparence, valeurs par défaut) sont sous « Options ».',
    lookahead: 'Tourner la page plus tôt de',
    lookaheadValue: '{{ms}} ms',
    lookaheadHint: 'La page tourne avant sa première mesure, pour que vous puissiez lire en avance.',
    jump: {
      title: 'Aller à la page',
      label: 'Numéro de page (1–{{max}})',
      go: 'Aller à la page',
    },
    mixer: {
      mute: 'Muet',
      solo: 'Solo',
      muteVoice: 'Couper {{voice}}',
      soloVoice: '{{voice}} en solo',
      volume: 'Volume {{voice}}',
      volumeValue: '{{percent}} %',
      lead: '{{voice}}, la voix que la partition colore',
    },
    rehearse: {
      bar: {
        title: 'Aller à la mesure',
        label: 'Numéro de mesure ({{first}}–{{last}})',
        go: 'Aller à la mesure',
      },
    },
    turns: {
      title: 'Tourner les pages sur cet appareil (toutes les œuvres)',
      keys: 'Touches et pédales',
      keysMode: {
        pages: 'Tournent les pages',
        recording: 'Pilotent l’enregistrement',
      },
      follows: 'L’enregistrement suit ma page',
      followsHint:
        'Une page tournée place l’enregistrement à sa première mesure. Sinon il continue, et la partition le suit dès la page suivante.',
      halfPages: 'Tourner par demi-pages',
      halfPagesHint: 'D’abord le haut de la page suivante sur celui de celle-ci, puis la page entière.',
    },
  },
};
