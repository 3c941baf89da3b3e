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
        text: 'Douze thèmes mènent de la posture et de la pulsation aux départs, aux arrêts et à l’indépendance des mains.',
      },
      s2: {
        title: 'Regarder, puis diriger',
        text: 'Les vidéos d’exercice montrent chaque battue, d’un à sept temps, à 60, 70 et 90 pulsations par minute.',
      },
      s3: {
        title: 'S’exercer devant la caméra',
        text: 'Voyez-vous en miroir à côté de la vidéo, avec métronome et battue superposée.',
      },
      s4: {
        title: 'Vos œuvres, voix par voix',
        text: 'Ouvrez vos éditions, suivez la mesure surlignée et entendez votre voix.',
      },
      s5: {
        title: 'Toujours avec vous',
        text: 'Les œuvres téléchargées et les leçons chargées restent disponibles hors ligne.',
      },
    },
  },
};
