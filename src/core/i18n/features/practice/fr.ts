import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const fr: TextShape<typeof en> = {
  practice: {
    screen: {
      title: "Outils d'entraînement",
      subtitle: 'Dirigez avec le métronome et la battue, et observez-vous comme dans un miroir.',
      canvas: "Surface d'entraînement",
      canvasHint: 'Suivez le point avec la main qui bat la mesure : il touche chaque temps avec le clic.',
    },
    toolbar: {
      label: "Outils d'entraînement",
      pattern: 'Battue',
      leftHanded: 'Gaucher',
      mirror: 'Vidéo en miroir',
      metronome: 'Métronome',
      play: 'Lecture',
      pause: 'Pause',
      beatCheck: 'Contrôle des temps',
    },
    metronome: {
      title: 'Métronome',
      tempo: 'Tempo',
      bpm: 'bpm',
      tempoValue: '{{bpm}} battements par minute',
      presets: "Tempos d'entraînement",
      slower: 'Plus lent',
      faster: 'Plus rapide',
      beats: 'Temps par mesure',
      grouped: 'Mesures composées et asymétriques (clics à la croche)',
      metreIn: '{{signature}} à {{beats}}',
      metreName: '{{signature}} à {{beats}} temps ({{grouping}})',
      eighthsUnit: 'croches/min',
      eighthsValue: '{{bpm}} croches par minute',
      start: 'Démarrer',
      stop: 'Arrêter',
      keyboardHint: 'La barre d’espace ou la touche Entrée lance et arrête le métronome.',
      beatOf: 'Temps {{beat}} sur {{beats}}',
      noAudio: 'Ce navigateur ne peut pas jouer de son ici (pas de Web Audio) : le métronome reste muet.',
      soundBlocked:
        'Le son n’a pas pu démarrer : la pulsation s’affiche sans clic. Arrêtez puis relancez, ou vérifiez que l’appareil n’est pas en mode silencieux.',
    },
    pattern: {
      label: 'Battue à {{beats}}, groupement {{grouping}}',
      beatsCount_one: '{{count}} temps',
      beatsCount_other: '{{count}} temps',
      reset: 'Retour au temps 1',
      follows: {
        metronome: 'Suit le métronome.',
        idle: 'Démarrez le métronome pour mettre le point en mouvement.',
      },
    },
    webcam: {
      mode: 'Caméra',
      off: 'Désactivée',
      inBeatCheck: 'Pour le contrôle',
      split: 'Côte à côte',
      overlay: 'Superposée',
      video: 'Votre caméra, en miroir',
      videoUnmirrored: 'Votre caméra',
      starting: 'Démarrage de la caméra…',
      opacity: 'Opacité',
      size: 'Taille',
      position: 'Position',
      mirrored: 'Caméra en miroir',
      topLeft: 'En haut à gauche',
      topRight: 'En haut à droite',
      bottomLeft: 'En bas à gauche',
      bottomRight: 'En bas à droite',
      moveHint: 'Faites glisser l’image de la caméra ou utilisez les boutons de position.',
      retry: 'Réessayer',
      stopped: 'La caméra est éteinte.',
      close: 'Éteindre la caméra',
      errors: {
        'permission-denied': {
          title: 'Accès à la caméra refusé',
          text: 'Autorisez ce site à utiliser la caméra (icône de caméra dans la barre d’adresse), puis réessayez.',
        },
        'no-camera': {
          title: 'Aucune caméra trouvée',
          text: 'Branchez une caméra ou activez la caméra intégrée, puis réessayez.',
        },
        'camera-in-use': {
          title: 'La caméra est déjà utilisée',
          text: 'Une autre application ou un autre onglet utilise votre caméra. Fermez-le, puis réessayez.',
        },
        unsupported: {
          title: 'Caméra indisponible ici',
          text: 'Ce navigateur n’autorise pas l’accès à la caméra sur cette page. Utilisez un navigateur récent et une adresse sécurisée (https).',
        },
        other: {
          title: 'Impossible de démarrer la caméra',
          text: 'Une erreur est survenue au démarrage de la caméra. Veuillez réessayer.',
        },
      },
    },
  },
};
