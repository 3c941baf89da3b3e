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
      s1: {
        title: 'Apprendre à diriger, pas à pas',
        text: 'Douze thèmes mènent de la posture et de la pulsation aux départs, aux coupures et à l’indépendance des mains ; « Continuer » vous ramène à votre dernière leçon sur tout appareil.',
      },
      s2: {
        title: 'S’exercer avec les outils',
        text: 'Dirigez avec les vidéos d’exercice : figure de battue en surimpression, métronome, vidéo en miroir et votre caméra à côté de la vidéo ou par-dessus.',
      },
      s3: {
        title: 'Mes œuvres',
        text: 'Ouvrez les éditions achetées : la partition suit l’enregistrement mesure par mesure ; faites ressortir votre voix, ralentissez ou répétez un passage.',
      },
      s4: {
        title: 'Hors ligne en répétition',
        text: 'Téléchargez une édition dans « Mes œuvres » : elle se joue sans connexion. Les leçons ouvertes restent aussi disponibles.',
      },
      s5: {
        title: 'Vos réglages',
        text: 'Dans Options, choisissez la langue, votre voix préférée, le surlignage et l’avance du tourne-page. Cette introduction reste dans le menu.',
      },
    },
  },
};
