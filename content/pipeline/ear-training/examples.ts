// The ear-training examples: an example's score as written, its recording with one planted fault
// (decision 0049). The lessons that play them (topic 10, module 108) name the fault in their answer,
// in the words of `VOICE_NAMES`; tests/unit/server/content/ear-training.test.ts holds them together.
import type { L10n } from '../../../src/core/contract/api';
import type { PlantedFault } from './faults';

/** An example with its fault, as `works.ts`'s `ExampleSource` (not imported: works.ts lists these). */
export interface EarTrainingSource {
  id: string;
  file: string;
  title: L10n;
  description: L10n;
  fault: PlantedFault;
}

export const EAR_TRAINING: EarTrainingSource[] = [
  {
    id: 'ear-wrong-note',
    file: 'examples/ex-legato-4-4.mei',
    title: {
      de: 'Hörübung: ein falscher Ton',
      en: 'Ear training: a wrong note',
      fr: 'Entraînement auditif\u00a0: une fausse note',
    },
    description: {
      de: 'Die Legato-Phrase im 4/4-Takt – eine Stimme singt einen Ton falsch.',
      en: 'The legato phrase in 4/4 – one voice sings one note wrong.',
      fr: 'La phrase legato à 4/4 – une voix chante une note fausse.',
    },
    fault: { kind: 'wrong-note', voice: 'alto', bar: '3', note: 2, semitones: 1 },
  },
  {
    id: 'ear-flat-voice',
    file: 'examples/ex-upbeat-3-4.mei',
    title: {
      de: 'Hörübung: eine Stimme zu tief',
      en: 'Ear training: one voice flat',
      fr: 'Entraînement auditif\u00a0: une voix trop basse',
    },
    description: {
      de: 'Das achttaktige Stück im 3/4-Takt – eine Stimme singt von Anfang bis Ende zu tief.',
      en: 'The eight-bar piece in 3/4 – one voice sings flat from beginning to end.',
      fr: 'La pièce de huit mesures à 3/4 – une voix chante trop bas du début à la fin.',
    },
    fault: { kind: 'detuned', voice: 'tenore', cents: -30 },
  },
  {
    id: 'ear-too-loud',
    file: 'examples/ex-5-4.mei',
    title: {
      de: 'Hörübung: Balance',
      en: 'Ear training: balance',
      fr: 'Entraînement auditif\u00a0: l’équilibre',
    },
    description: {
      de: 'Vier Takte im 5/4-Takt (3+2) – eine Stimme singt zu laut.',
      en: 'Four bars in 5/4 (3+2) – one voice sings too loud.',
      fr: 'Quatre mesures à 5/4 (3+2) – une voix chante trop fort.',
    },
    fault: { kind: 'too-loud', voice: 'alto', db: 9 },
  },
  {
    id: 'ear-wrong-note-6-8',
    file: 'examples/ex-6-8-lilt.mei',
    title: {
      de: 'Hörübung: ein falscher Ton im 6/8-Takt',
      en: 'Ear training: a wrong note in 6/8',
      fr: 'Entraînement auditif\u00a0: une fausse note à 6/8',
    },
    description: {
      de: 'Acht wiegende Takte im 6/8-Takt – eine Stimme singt einen Ton falsch.',
      en: 'Eight lilting bars in 6/8 – one voice sings one note wrong.',
      fr: 'Huit mesures balancées à 6/8 – une voix chante une note fausse.',
    },
    fault: { kind: 'wrong-note', voice: 'tenore', bar: '6', note: 3, semitones: -1 },
  },
];
