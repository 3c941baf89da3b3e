import type { TFunction } from 'i18next';
import type { L10n, Language } from '../../core/contract/api';
import { localText } from '../../core/i18n/local-text';
import type { Purchase } from '../../core/store/purchases-store';

/**
 * What a purchase is called in the user's language: a licence by its art (a choir pack with its
 * seats, so it never reads as a second copy of the same licence), an edition by its catalogue
 * title, else (the catalogue not there yet, or offline) by its number.
 */
export function articleNamer(t: TFunction, titles: ReadonlyMap<string, L10n>, language: Language) {
  return (purchase: Pick<Purchase, 'articleId' | 'art' | 'seats'>): string => {
    if (purchase.art === 'CC')
      return purchase.seats > 0 ? t('profile.artPack', { seats: purchase.seats }) : t('profile.artCC');
    if (purchase.art === 'SE') return t('profile.artSE');
    const title = titles.get(purchase.articleId);
    return title ? localText(title, language) : t('profile.edition', { id: purchase.articleId });
  };
}
