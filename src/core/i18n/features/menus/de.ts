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
      course: {
        title: 'Dirigieren lernen, Schritt für Schritt',
        text_one:
          '{{count}} Thema führt von Haltung und Puls zu Einsätzen, Abschlägen und unabhängigen Händen, dazu kommt „Singen auf Englisch“. „Fortsetzen“ bringt Sie auf jedem Gerät zu Ihrer letzten Lektion.',
        text_other:
          '{{count}} Themen führen von Haltung und Puls zu Einsätzen, Abschlägen und unabhängigen Händen, dazu kommt „Singen auf Englisch“. „Fortsetzen“ bringt Sie auf jedem Gerät zu Ihrer letzten Lektion.',
        textPending:
          'Die Themen führen von Haltung und Puls zu Einsätzen, Abschlägen und unabhängigen Händen, dazu kommt „Singen auf Englisch“. „Fortsetzen“ bringt Sie auf jedem Gerät zu Ihrer letzten Lektion.',
        more: 'und {{count}} weitere',
      },
      tools: {
        title: 'Üben mit den Werkzeugen',
        text: 'Dirigieren Sie zu den Übungsvideos mit: Die Schlagfigur bewegt sich mit der Musik, dazu Metronom, gespiegeltes Video und Ihre Kamera neben oder über dem Video.',
      },
      works: {
        title: 'Mit Ihren Werken proben',
        text: 'Öffnen Sie Ihre gekauften Ausgaben: Die Noten folgen der Aufnahme Takt für Takt; heben Sie eine Stimme hervor, spielen Sie langsamer oder wiederholen Sie eine Stelle. Heruntergeladen spielt eine Ausgabe ohne Verbindung.',
      },
      choices: {
        title: 'Ihre Stimme und Sprache',
        text: 'Wählen Sie sie gleich hier; beides können Sie später unter „Optionen“ ändern. Diese Einführung finden Sie jederzeit im Menü.',
        voice: 'Ihre bevorzugte Stimme (optional)',
        language: 'Sprache der App',
      },
    },
  },
};
