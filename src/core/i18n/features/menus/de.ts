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
        text: 'Zwölf Themen führen von Haltung und Puls zu Einsätzen, Abschlägen und unabhängigen Händen; „Fortsetzen“ bringt Sie auf jedem Gerät zu Ihrer letzten Lektion.',
      },
      s2: {
        title: 'Üben mit den Werkzeugen',
        text: 'Dirigieren Sie zu den Übungsvideos mit: eingeblendete Schlagfigur, Metronom, gespiegeltes Video und Ihre Kamera neben oder über dem Video.',
      },
      s3: {
        title: 'Meine Werke',
        text: 'Öffnen Sie Ihre gekauften Ausgaben: Die Noten folgen der Aufnahme Takt für Takt, Sie können Ihre Chorstimme hervorheben, langsamer spielen oder eine Stelle wiederholen.',
      },
      s4: {
        title: 'Offline in der Probe',
        text: 'Laden Sie eine Ausgabe unter „Meine Werke“ herunter: Sie spielt ohne Verbindung. Geöffnete Lektionen bleiben ebenfalls verfügbar.',
      },
      s5: {
        title: 'Ihre Einstellungen',
        text: 'Unter Optionen wählen Sie Sprache, bevorzugte Stimme, Markierung und wie früh umgeblättert wird. Diese Einführung finden Sie jederzeit im Menü.',
      },
    },
  },
};
