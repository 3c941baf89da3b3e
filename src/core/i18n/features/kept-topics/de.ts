import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
  keptTopics: {
    title: 'Offline nutzen',
    intro: 'Videos, Untertitel, Noten und Aufnahmen dieses Themas auf diesem Gerät behalten.',
    quality: 'Videoqualität',
    qualityOption: '{{quality}}p',
    keep: 'Dieses Thema offline behalten',
    preparing: 'Wird vorbereitet…',
    progress: 'Wird gespeichert: {{done}} von {{total}}',
    kept: 'Auf diesem Gerät gespeichert · {{size}}',
    free: 'Freigeben',
    freeTopic: 'Speicher von {{topic}} freigeben',
    retry: 'Erneut versuchen',
    failed: {
      offline: 'Sie sind offline. Verbinden Sie sich mit dem Internet, um dieses Thema zu speichern.',
      interrupted:
        'Die Verbindung wurde unterbrochen. Das Speichern geht weiter, sobald Sie wieder online sind.',
      storage:
        'Nicht genug Speicher auf diesem Gerät ({{usage}} von {{quota}} belegt). Geben Sie Speicher frei und versuchen Sie es erneut.',
      incomplete: 'Einige Dateien sind nicht vollständig angekommen. Bitte versuchen Sie es erneut.',
      'not-purchased': 'Sie haben keinen Zugang zu diesem Thema.',
      'not-possible':
        'Dieses Thema kann gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
      'not-available-yet':
        'Dieses Thema kann gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
      failed: 'Dieses Thema konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    },
    panelTitle: 'Offline gespeicherte Themen',
    panelEmpty: 'Für Ihr Konto ist auf diesem Gerät kein Thema gespeichert.',
    panelTotal_one: '{{count}} Thema · {{size}}',
    panelTotal_other: '{{count}} Themen · {{size}}',
  },
};
