import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const fr: TextShape<typeof en> = {
  workDialogs: {
    newer: {
      title: 'Une version plus récente est disponible',
      text: 'La version {{latest}} de « {{title}} » est disponible. Cet appareil a la version {{current}}.',
      download: 'Télécharger la version {{version}}',
      open: 'Ouvrir la version {{version}}',
    },
    redeem: {
      title: 'Utiliser un code de déblocage',
      text: 'Saisissez le code de déblocage de « {{title}} » figurant dans votre confirmation de commande.',
      code: 'Code de déblocage',
      submit: 'Utiliser',
      required: 'Veuillez saisir le code.',
      unknown: 'Ce code est inconnu, déjà utilisé ou n’est pas destiné à cette édition.',
      failed: 'Le code n’a pas pu être utilisé. Veuillez réessayer.',
      tooMany_one: 'Trop de codes erronés. Veuillez réessayer dans {{count}} minute.',
      tooMany_other: 'Trop de codes erronés. Veuillez réessayer dans {{count}} minutes.',
    },
  },
};
