import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
  markings: {
    open: 'Eintragungen',
    palette: 'Werkzeuge für Eintragungen',
    tools: {
      pen: 'Stift',
      highlighter: 'Textmarker',
      eraser: 'Radierer',
      text: 'Text',
      stamp: 'Stempel',
    },
    colour: 'Farbe {{n}}',
    textLabel: 'Einzufügender Text',
    textHint: 'Text eingeben, dann auf die Stelle in den Noten tippen.',
    stampLabel: 'Stempel',
    stamps: {
      breath: 'Atemzeichen',
      caesura: 'Zäsur',
      fermata: 'Fermate',
      cue: 'Einsatz',
      'cut-off': 'Abschlag',
      crescendo: 'Crescendo',
      diminuendo: 'Diminuendo',
      'bar-line': 'Taktstrich hervorheben',
      letter: 'Studierbuchstabe {{letter}}',
    },
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    stylusOnly: 'Nur mit Stift',
    show: 'Eintragungen zeigen',
    print: 'Mit meinen Eintragungen drucken',
    share: 'Mit meinem Chor teilen ({{pack}})',
    close: 'Fertig',
    tooLarge:
      'Die Eintragungen dieser Ausgabe haben ihre Größengrenze erreicht. Bitte einige Striche radieren; die neuesten bleiben bis dahin auf diesem Gerät.',
    refused: 'Der Server hat die letzten Eintragungen nicht angenommen; sie bleiben auf diesem Gerät.',
    unplaced:
      '{{count}} Eintragungen stehen an Takten, die diese Version nicht mehr hat. Sie bleiben erhalten.',
    shared: 'Nur zum Lesen: Eintragungen von {{names}}.',
  },
};
