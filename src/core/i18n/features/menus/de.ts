import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
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
};
