import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
  practice: {
    screen: {
      title: 'Übungswerkzeuge',
      subtitle:
        'Dirigieren Sie mit Metronom und Schlagfigur und beobachten Sie sich dabei wie in einem Spiegel.',
      canvas: 'Übungsfläche',
      canvasHint: 'Folgen Sie dem wandernden Punkt mit der Schlaghand. Er trifft jeden Schlag mit dem Klick.',
    },
    toolbar: {
      label: 'Übungswerkzeuge',
      pattern: 'Schlagfigur',
      leftHanded: 'Linkshändig',
      mirror: 'Video spiegeln',
      metronome: 'Metronom',
      play: 'Abspielen',
      pause: 'Pause',
      beatCheck: 'Schlagkontrolle',
    },
    metronome: {
      title: 'Metronom',
      tempo: 'Tempo',
      bpm: 'bpm',
      tempoValue: '{{bpm}} Schläge pro Minute',
      presets: 'Übungstempi',
      slower: 'Langsamer',
      faster: 'Schneller',
      beats: 'Schläge pro Takt',
      grouped: 'Zusammengesetzte und asymmetrische Takte (Klicks in Achteln)',
      metreIn: '{{signature}} in {{beats}}',
      metreName: '{{signature}} in {{beats}} ({{grouping}})',
      eighthsUnit: 'Achtel/min',
      eighthsValue: '{{bpm}} Achtel pro Minute',
      start: 'Start',
      stop: 'Stopp',
      keyboardHint: 'Leertaste oder Eingabetaste startet und stoppt.',
      beatOf: 'Schlag {{beat}} von {{beats}}',
      noAudio: 'Dieser Browser kann hier keinen Ton abspielen (kein Web Audio), das Metronom bleibt stumm.',
      soundBlocked:
        'Der Ton konnte nicht starten, der Schlag wird ohne Klick angezeigt. Stoppen und neu starten oder prüfen, ob das Gerät stumm geschaltet ist.',
    },
    pattern: {
      label: 'Schlagfigur, {{beats}}, gruppiert {{grouping}}',
      beatsCount_one: '{{count}} Schlag',
      beatsCount_other: '{{count}} Schläge',
      reset: 'Zurück zu Schlag 1',
      follows: {
        metronome: 'Folgt dem Metronom.',
        idle: 'Starten Sie das Metronom, dann bewegt sich der Punkt.',
      },
    },
    webcam: {
      mode: 'Kamera',
      off: 'Aus',
      inBeatCheck: 'Für Schlagkontrolle',
      split: 'Nebeneinander',
      overlay: 'Überlagert',
      video: 'Ihre Kamera, gespiegelt',
      videoUnmirrored: 'Ihre Kamera',
      starting: 'Kamera wird gestartet …',
      opacity: 'Deckkraft',
      size: 'Größe',
      position: 'Position',
      mirrored: 'Kamera spiegeln',
      topLeft: 'Oben links',
      topRight: 'Oben rechts',
      bottomLeft: 'Unten links',
      bottomRight: 'Unten rechts',
      moveHint: 'Ziehen Sie das Kamerabild, oder nutzen Sie die Positionsknöpfe.',
      retry: 'Erneut versuchen',
      stopped: 'Die Kamera ist ausgeschaltet.',
      close: 'Kamera ausschalten',
      errors: {
        'permission-denied': {
          title: 'Kamerazugriff verweigert',
          text: 'Erlauben Sie dieser Seite den Zugriff auf die Kamera (Kamerasymbol in der Adressleiste) und versuchen Sie es erneut.',
        },
        'no-camera': {
          title: 'Keine Kamera gefunden',
          text: 'Schließen Sie eine Kamera an oder schalten Sie die eingebaute Kamera ein und versuchen Sie es erneut.',
        },
        'camera-in-use': {
          title: 'Die Kamera wird bereits verwendet',
          text: 'Eine andere App oder ein anderer Browser-Tab nutzt Ihre Kamera. Schließen Sie diese und versuchen Sie es erneut.',
        },
        unsupported: {
          title: 'Hier ist kein Kamerazugriff möglich',
          text: 'Dieser Browser erlaubt auf dieser Seite keinen Kamerazugriff. Verwenden Sie einen aktuellen Browser und eine sichere (https-)Adresse.',
        },
        other: {
          title: 'Die Kamera konnte nicht gestartet werden',
          text: 'Beim Starten der Kamera ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
        },
      },
    },
  },
};
