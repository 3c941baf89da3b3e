import { defineTexts } from '../define-texts';

/** Sample content of the notification menu, the user menu and the onboarding carousel. */
export const menuTexts = defineTexts({
  en: {
    menus: {
      notifications: 'Notifications',
      unread: '{{count}} new',
      markAllRead: 'Mark all as read',
      notificationItems: {
        n1: 'New in "Singing in English": vowels and the English "th".',
        n2: 'Practice tip: conduct the 5/4 pattern at 60 bpm before speeding up.',
        n3: 'Your choir pack has 5 seats: share the licence with your assistants.',
        n4: 'New edition: "Drei Volkslieder" with voice-by-voice recordings.',
        n5: 'Offline: downloaded works now open without a connection.',
        n6: 'Weekly goal: finish one module of "Cues".',
      },
      user: 'Account',
      introduction: 'Introduction',
    },
    onboarding: {
      title: 'Welcome to choir coach',
      next: 'Next',
      previous: 'Back',
      done: 'Let’s start',
      skip: 'Skip',
      slide: 'Slide {{n}} of {{total}}',
      slides: {
        s1: {
          title: 'Learn to conduct, step by step',
          text: 'Twelve topics lead from posture and pulse to cues, cut-offs and independent hands.',
        },
        s2: {
          title: 'Watch, then conduct along',
          text: 'Practice videos show every pattern from one to seven beats at 60, 70 and 90 bpm.',
        },
        s3: {
          title: 'Practise in front of the camera',
          text: 'Mirror yourself beside the video, with metronome and pattern overlay.',
        },
        s4: {
          title: 'Your works, voice by voice',
          text: 'Open your editions, follow the highlighted bar and hear your choir’s voice.',
        },
        s5: {
          title: 'Take it with you',
          text: 'Downloaded works and loaded lessons stay available offline.',
        },
      },
    },
  },
  de: {
    menus: {
      notifications: 'Benachrichtigungen',
      unread: '{{count}} neu',
      markAllRead: 'Alle als gelesen markieren',
      notificationItems: {
        n1: 'Neu in „Singen auf Englisch“: Vokale und das englische „th“.',
        n2: 'Übungstipp: Dirigieren Sie den 5/4-Takt erst bei 60 Schlägen pro Minute.',
        n3: 'Ihr Chorpaket hat 5 Plätze: Teilen Sie die Lizenz mit Ihren Assistenten.',
        n4: 'Neue Ausgabe: „Drei Volkslieder“ mit Aufnahmen für jede Stimme.',
        n5: 'Offline: Heruntergeladene Werke öffnen jetzt auch ohne Verbindung.',
        n6: 'Wochenziel: Schließen Sie ein Modul zu „Einsätze“ ab.',
      },
      user: 'Konto',
      introduction: 'Einführung',
    },
    onboarding: {
      title: 'Willkommen bei choir coach',
      next: 'Weiter',
      previous: 'Zurück',
      done: 'Los geht’s',
      skip: 'Überspringen',
      slide: 'Folie {{n}} von {{total}}',
      slides: {
        s1: {
          title: 'Dirigieren lernen, Schritt für Schritt',
          text: 'Zwölf Themen führen von Haltung und Puls zu Einsätzen, Abschlägen und unabhängigen Händen.',
        },
        s2: {
          title: 'Ansehen, dann mitdirigieren',
          text: 'Übungsvideos zeigen jede Schlagfigur von einem bis sieben Schlägen bei 60, 70 und 90 Schlägen pro Minute.',
        },
        s3: {
          title: 'Vor der Kamera üben',
          text: 'Sehen Sie sich neben dem Video im Spiegel, mit Metronom und eingeblendeter Schlagfigur.',
        },
        s4: {
          title: 'Ihre Werke, Stimme für Stimme',
          text: 'Öffnen Sie Ihre Ausgaben, folgen Sie dem markierten Takt und hören Sie Ihre Stimme hervor.',
        },
        s5: {
          title: 'Immer dabei',
          text: 'Heruntergeladene Werke und geladene Lektionen bleiben offline verfügbar.',
        },
      },
    },
  },
  fr: {
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
  },
});
