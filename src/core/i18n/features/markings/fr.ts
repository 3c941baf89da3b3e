import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const fr: TextShape<typeof en> = {
  markings: {
    open: 'Annotations',
    palette: 'Outils d’annotation',
    tools: {
      pen: 'Stylo',
      highlighter: 'Surligneur',
      eraser: 'Gomme',
      text: 'Texte',
      stamp: 'Tampon',
    },
    colour: 'Couleur {{n}}',
    textLabel: 'Texte à placer',
    textHint: 'Saisissez un texte, puis touchez la musique à l’endroit voulu.',
    stampLabel: 'Tampon',
    stamps: {
      breath: 'Respiration',
      caesura: 'Césure',
      fermata: 'Point d’orgue',
      cue: 'Entrée',
      'cut-off': 'Coupure',
      crescendo: 'Crescendo',
      diminuendo: 'Diminuendo',
      'bar-line': 'Barre de mesure soulignée',
      letter: 'Lettre de repère {{letter}}',
    },
    undo: 'Annuler',
    redo: 'Rétablir',
    stylusOnly: 'Stylet seulement',
    show: 'Afficher les annotations',
    print: 'Imprimer avec mes annotations',
    share: 'Partager avec mon chœur ({{pack}})',
    close: 'Terminé',
    tooLarge:
      'Les annotations de cette édition ont atteint leur taille maximale. Effacez quelques traits ; les plus récents restent sur cet appareil d’ici là.',
    refused: 'Le serveur n’a pas accepté les dernières annotations ; elles restent sur cet appareil.',
    unplaced:
      '{{count}} annotations se trouvent sur des mesures que cette version n’a plus. Elles sont conservées.',
    shared: 'En lecture seule : annotations de {{names}}.',
  },
};
