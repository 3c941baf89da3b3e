import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
  beatCheck: {
    title: 'Schlagkontrolle',
    intro:
      'Dirigieren Sie mit dem Metronom vor der Kamera: Jeder Schlag Ihrer Hand wird mit dem Klick verglichen.',
    privacy: 'Das Kamerabild wird nur auf diesem Gerät ausgewertet; nichts wird gesendet.',
    start: 'Schlagkontrolle starten',
    stop: 'Schlagkontrolle beenden',
    again: 'Noch einmal',
    running: 'Dirigieren Sie zum Klick …',
    timeline: 'Ihre Schläge und die Klicks',
    trace: 'Der Weg Ihrer Hand über der Schlagfigur',
    legend: 'Striche: Klicks. Punkte: Ihre Schläge (grün: innerhalb von 35 ms).',
    last: 'Letzter Schlag',
    mean: 'Durchschnitt',
    spread: 'Streuung',
    beats: 'Schläge',
    early: '{{ms}} ms zu früh',
    late: '{{ms}} ms zu spät',
    onTime: 'pünktlich',
    msValue: '{{ms}} ms',
    lastCheck:
      'Letzte Kontrolle ({{date}}): im Durchschnitt {{value}}, Streuung {{spread}} ms, {{count}} Schläge.',
    status: {
      dark: 'Das Bild ist zu dunkel: Schalten Sie Licht ein oder wenden Sie sich einem Fenster zu.',
      'no-hand': 'Keine Hand im Bild: Treten Sie zurück, bis Ihre Schlaghand zu sehen ist und sich bewegt.',
    },
    calibrate: {
      button: 'Kameraverzögerung messen',
      hint: 'Tippen Sie {{count}}-mal mit der Schlaghand auf diese Fläche, so dass die Kamera die Hand aufkommen sieht.',
      tap: 'Hier tippen',
      done: 'Kameraverzögerung: {{ms}} ms. Sie wird von jedem Schlag abgezogen.',
      failed:
        'Die Kamera hat das Tippen nicht gesehen. Halten Sie die Hand im Bild und versuchen Sie es erneut.',
    },
    summary: {
      title: 'Zusammenfassung',
      none: 'Es wurden keine Schläge erkannt. Prüfen Sie, ob Ihre Schlaghand im Bild ist, und versuchen Sie es erneut.',
      mean: 'Im Durchschnitt kamen Ihre Schläge {{value}} (Streuung {{spread}} ms, {{count}} Schläge).',
      dragging: 'Sie haben verschleppt: Jeder Takt kam etwa {{ms}} ms später als der vorige.',
      rushing: 'Sie sind geeilt: Jeder Takt kam etwa {{ms}} ms früher als der vorige.',
      steady: 'Ihr Tempo blieb gleichmäßig.',
      offBeat: 'Schlag {{beat}} kommt im Durchschnitt {{value}}.',
      missed: '{{count}} Klicks ohne Schlag.',
      kept: 'Gespeichert als letzte Kontrolle dieser Lektion, auf jedem Gerät, auf dem Sie angemeldet sind.',
      keptTools:
        'Gespeichert als Ihre letzte Kontrolle auf dieser Seite, auf jedem Gerät, auf dem Sie angemeldet sind.',
    },
  },
};
