import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const fr: TextShape<typeof en> = {
  beatCheck: {
    title: 'Contrôle des temps',
    intro: 'Dirigez avec le métronome devant la caméra : chaque temps de votre main est comparé au clic.',
    privacy: "L'image de la caméra est analysée sur cet appareil uniquement ; rien n'est envoyé.",
    start: 'Lancer le contrôle',
    stop: 'Terminer le contrôle',
    again: 'Recommencer',
    running: 'Dirigez avec le clic…',
    timeline: 'Vos temps face aux clics',
    trace: 'Le trajet de votre main sur la figure de battue',
    legend: 'Traits : clics. Points : vos temps (vert : à moins de 35 ms).',
    last: 'Dernier temps',
    mean: 'Moyenne',
    spread: 'Dispersion',
    beats: 'Temps',
    early: '{{ms}} ms en avance',
    late: '{{ms}} ms en retard',
    onTime: 'à temps',
    msValue: '{{ms}} ms',
    lastCheck:
      'Dernier contrôle ({{date}}) : en moyenne {{value}}, dispersion {{spread}} ms, {{count}} temps.',
    status: {
      dark: "L'image est trop sombre : allumez une lumière ou tournez-vous vers une fenêtre.",
      'no-hand':
        'Aucune main visible : reculez jusqu’à ce que votre main qui bat la mesure soit dans l’image et bouge.',
    },
    calibrate: {
      button: 'Mesurer le retard de la caméra',
      hint: 'Touchez cette zone {{count}} fois avec la main qui bat la mesure, de sorte que la caméra la voie.',
      tap: 'Touchez ici',
      done: 'Retard de la caméra : {{ms}} ms. Il est retiré de chaque temps.',
      failed: "La caméra n'a pas vu les touches. Gardez la main dans l'image et réessayez.",
    },
    summary: {
      title: 'Résumé',
      none: "Aucun temps n'a été vu. Vérifiez que votre main est dans l'image et réessayez.",
      mean: 'En moyenne, vos temps sont arrivés {{value}} (dispersion {{spread}} ms, {{count}} temps).',
      dragging:
        'Vous avez ralenti : chaque mesure est arrivée environ {{ms}} ms plus tard que la précédente.',
      rushing: 'Vous avez pressé : chaque mesure est arrivée environ {{ms}} ms plus tôt que la précédente.',
      steady: 'Votre tempo est resté stable.',
      offBeat: 'Le temps {{beat}} arrive {{value}} en moyenne.',
      missed: '{{count}} clics sans temps.',
      kept: 'Conservé comme dernier contrôle de cette leçon, sur chaque appareil où vous êtes connecté.',
      keptTools:
        'Conservé comme votre dernier contrôle sur cette page, sur chaque appareil où vous êtes connecté.',
    },
  },
};
