import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const fr: TextShape<typeof en> = {
  menus: {
    notifications: 'Notifications',
    unread: '{{count}} nouvelles',
    markAllRead: 'Tout marquer comme lu',
    notificationItems: {
      n1: 'Nouveau dans « Chanter en anglais » : les voyelles et le « th » anglais.',
      n2: "Conseil : dirigez d'abord la mesure à 5/4 à 60 pulsations par minute.",
      n3: 'Votre pack chorale compte 5 places : partagez la licence avec vos assistants.',
      n4: 'Nouvelle édition : « Drei Volkslieder » avec des enregistrements par voix.',
      n5: 'Hors ligne : les œuvres téléchargées s’ouvrent désormais sans connexion.',
      n6: 'Objectif de la semaine : terminer un module des « Départs ».',
    },
    user: 'Compte',
    introduction: 'Introduction',
  },
  onboarding: {
    title: 'Bienvenue sur choir coach',
    next: 'Suivant',
    previous: 'Retour',
    done: 'Commencer',
    skip: 'Passer',
    slide: 'Diapositive {{n}} sur {{total}}',
    slides: {
      course: {
        title: 'Apprendre à diriger, pas à pas',
        text_one:
          '{{count}} thème mène de la posture et de la pulsation aux départs, aux coupures et à l’indépendance des mains, avec en plus « Chanter en anglais ». « Continuer » vous ramène à votre dernière leçon sur tous vos appareils.',
        text_other:
          '{{count}} thèmes mènent de la posture et de la pulsation aux départs, aux coupures et à l’indépendance des mains, avec en plus « Chanter en anglais ». « Continuer » vous ramène à votre dernière leçon sur tous vos appareils.',
        textPending:
          'Les thèmes mènent de la posture et de la pulsation aux départs, aux coupures et à l’indépendance des mains, avec en plus « Chanter en anglais ». « Continuer » vous ramène à votre dernière leçon sur tous vos appareils.',
        more: 'et {{count}} autres',
      },
      tools: {
        title: 'S’entraîner avec les outils',
        text: 'Dirigez avec les vidéos d’entraînement : la battue suit la musique, avec métronome, vidéo en miroir et votre caméra à côté de la vidéo ou par-dessus.',
      },
      works: {
        title: 'Répéter avec vos œuvres',
        text: 'Ouvrez les éditions achetées : la partition suit l’enregistrement mesure par mesure ; faites ressortir une voix, ralentissez ou répétez un passage. Téléchargée, une édition se lit sans connexion.',
      },
      choices: {
        title: 'Votre voix et votre langue',
        text: 'Choisissez-les dès maintenant ; vous pourrez les changer plus tard dans « Options ». Cette introduction reste disponible dans le menu.',
        voice: 'Votre voix préférée (facultatif)',
        language: 'Langue de l’application',
      },
    },
  },
};
