import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
  player: {
    loading: 'Ausgabe wird geöffnet…',
    backToWorks: 'Meine Werke',
    toolbar: 'Player',
    contents: 'Inhalt',
    contentsTitle: 'Inhaltsverzeichnis',
    partPages: 'Seiten {{from}}–{{to}}',
    partPage: 'Seite {{page}}',
    aboutWork: 'Über das Werk',
    aboutRecording: 'Über die Aufnahme',
    editionBuild: 'Ausgabe {{version}}, Build {{gitHash}}',
    about: 'Über',
    more: 'Mehr',
    options: 'Optionen',
    workSettings: 'Einstellungen für dieses Werk',
    settings: 'Einstellungen',
    close: 'Schließen',
    page: 'Seite {{page}} von {{count}}',
    pageButton: 'Seite {{page}} / {{count}} – zu Seite springen',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    previousPart: 'Vorheriger Satz',
    nextPart: 'Nächster Satz',
    previousBar: 'Vorheriger Takt',
    nextBar: 'Nächster Takt',
    play: 'Abspielen',
    pause: 'Pause',
    position: 'Position',
    positionText: '{{time}} von {{duration}}, Takt {{bar}}',
    bar: 'Takt {{bar}}',
    pickup: 'Auftakt',
    voice: 'Chorstimme',
    full: 'Ganzer Chor',
    tempo: 'Tempo',
    tempoValue: '{{percent}} %',
    tempoReset: 'Normales Tempo',
    loop: {
      label: 'A-B-Schleife',
      setStart: 'Schleife: hier beginnen (A)',
      setEnd: 'Schleife: hier enden (B)',
      clear: 'Schleife beenden',
      waiting: 'A: Takt {{from}} – jetzt B wählen',
      active: 'Schleife Takt {{from}}–{{to}}',
    },
    highlighter: 'Markierung',
    lookahead: 'Früher umblättern um',
    lookaheadValue: '{{ms}} ms',
    lookaheadHint:
      'Die Seite wird so viel früher vor ihrem ersten Takt umgeblättert, damit Sie vorauslesen können.',
    settingsHint:
      'Diese Einstellungen gelten für dieses Werk. Die Optionen legen die Vorgaben für alle Werke fest.',
    keyboard:
      'Tastatur: Leertaste spielt oder pausiert, ← und → springen taktweise, Bild auf und Bild ab blättern um, + und − zoomen, W passt an die Breite an, H an die Höhe, 0 setzt den Zoom zurück.',
    zoom: {
      label: 'Zoom',
      value: 'Zoom {{percent}} %',
      in: 'Vergrößern',
      out: 'Verkleinern',
      width: 'An Breite anpassen',
      height: 'An Höhe anpassen',
      auto: 'Automatische Größe',
    },
    scoreLabel: 'Noten von „{{title}}“, Seite {{page}}',
    score: 'Noten von „{{title}}“',
    offline: 'Offline',
    version: 'Version {{version}}',
    preview: {
      title: 'Vorschau',
      text: 'Dies ist eine Vorschau: die erste Seite und {{seconds}} Sekunden der Aufnahme. Für die ganze Ausgabe ist ein Kauf erforderlich.',
      purchase: 'Kaufen',
    },
    jump: {
      title: 'Zu Seite springen',
      label: 'Seitenzahl (1–{{max}})',
      go: 'Zur Seite',
      required: 'Bitte geben Sie eine Seitenzahl von 1 bis {{max}} ein.',
      notWhole: 'Bitte geben Sie eine ganze Seitenzahl von 1 bis {{max}} ein.',
      outOfRange: 'Diese Ausgabe hat die Seiten 1 bis {{max}}. Bitte wählen Sie eine davon.',
    },
    errors: {
      notFound: 'Diese Ausgabe gibt es nicht.',
      failed: 'Die Ausgabe konnte nicht geöffnet werden.',
      offline:
        'Diese Ausgabe ist nicht heruntergeladen. Laden Sie sie unter „Meine Werke“ herunter, um sie ohne Verbindung zu spielen.',
      missingFiles: 'Laden Sie sie unter „Meine Werke“ erneut herunter.',
      audio: 'Die Aufnahme konnte nicht abgespielt werden.',
      openPreview: 'Vorschau öffnen',
    },
    turns: {
      title: 'Umblättern auf diesem Gerät',
      keys: 'Tasten und Pedale',
      keysMode: { pages: 'Blättern um', recording: 'Steuern die Aufnahme' },
      keysHint: {
        pages:
          'Bild ab, →, ↓ und Leertaste blättern vor; Bild auf, ←, ↑ und Umschalt+Leertaste zurück. Blätterpedale starten, stoppen oder verschieben die Aufnahme nie. K spielt oder pausiert.',
        recording:
          'Leertaste spielt oder pausiert, ← und → springen taktweise; Bild auf und Bild ab blättern um.',
      },
      follows: 'Die Aufnahme folgt meiner Seite',
      followsHint:
        'Eine umgeblätterte Seite setzt die Aufnahme an ihren ersten Takt. Sonst spielt die Aufnahme weiter, und die Noten blättern bei ihrem nächsten Seitenwechsel wieder selbst um.',
      halfPages: 'Halbseitig umblättern',
      halfPagesHint:
        'Das erste Blättern zeigt den Anfang der nächsten Seite über dem Ende dieser (nebeneinander: die nächste Seite anstelle der gelesenen), das zweite vollendet es.',
      deviceHint: 'Gilt auf diesem Gerät für alle Werke.',
      keyboard:
        'Tastatur und Pedale: Bild ab, →, ↓ und Leertaste blättern vor; Bild auf, ←, ↑ und Umschalt+Leertaste zurück; K spielt oder pausiert, + und − zoomen, W passt an die Breite an, H an die Höhe, 0 setzt den Zoom zurück. Auf einem Touchscreen blättert ein Wischen oder Tippen auf das linke oder rechte Drittel der Noten um.',
    },
  },
};
