import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
  workDialogs: {
    newer: {
      title: 'Eine neuere Version ist verfügbar',
      text: 'Von „{{title}}“ ist Version {{latest}} verfügbar. Auf diesem Gerät ist Version {{current}}.',
      download: 'Version {{version}} herunterladen',
      open: 'Version {{version}} öffnen',
    },
    redeem: {
      title: 'Freischaltcode einlösen',
      text: 'Geben Sie den Freischaltcode für „{{title}}“ aus Ihrer Bestellbestätigung ein.',
      code: 'Freischaltcode',
      submit: 'Einlösen',
      required: 'Bitte geben Sie den Code ein.',
      unknown: 'Dieser Code ist unbekannt, schon eingelöst oder nicht für diese Ausgabe bestimmt.',
      failed: 'Der Code konnte nicht eingelöst werden. Bitte versuchen Sie es erneut.',
      tooMany_one: 'Zu viele falsche Codes. Bitte versuchen Sie es in {{count}} Minute erneut.',
      tooMany_other: 'Zu viele falsche Codes. Bitte versuchen Sie es in {{count}} Minuten erneut.',
    },
  },
};
