import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const fr: TextShape<typeof en> = {
  keptTopics: {
    title: 'Utilisation hors ligne',
    intro: 'Conserver les vidéos, sous-titres, partitions et enregistrements de ce thème sur cet appareil.',
    quality: 'Qualité vidéo',
    qualityOption: '{{quality}}p',
    keep: 'Conserver ce thème hors ligne',
    preparing: 'Préparation…',
    progress: 'Enregistrement : {{done}} sur {{total}}',
    kept: 'Conservé sur cet appareil · {{size}}',
    free: 'Libérer',
    freeTopic: 'Libérer l’espace de {{topic}}',
    retry: 'Réessayer',
    failed: {
      offline: 'Vous êtes hors ligne. Connectez-vous à Internet pour conserver ce thème.',
      interrupted:
        'La connexion a été perdue. L’enregistrement reprend dès que vous êtes de nouveau en ligne.',
      storage:
        'Espace insuffisant sur cet appareil ({{usage}} sur {{quota}} utilisés). Libérez de l’espace et réessayez.',
      incomplete: 'Certains fichiers ne sont pas arrivés complètement. Veuillez réessayer.',
      'not-purchased': 'Vous n’avez pas accès à ce thème.',
      'not-possible': 'Ce thème ne peut pas être conservé pour le moment. Veuillez réessayer plus tard.',
      'not-available-yet': 'Ce thème ne peut pas être conservé pour le moment. Veuillez réessayer plus tard.',
      failed: 'Ce thème n’a pas pu être conservé. Veuillez réessayer.',
    },
    panelTitle: 'Thèmes conservés hors ligne',
    panelEmpty: 'Aucun thème n’est conservé sur cet appareil pour votre compte.',
    panelTotal_one: '{{count}} thème · {{size}}',
    panelTotal_other: '{{count}} thèmes · {{size}}',
  },
};
