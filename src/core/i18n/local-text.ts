import type { L10n, Language } from '../contract/api';

/** The content languages: every interface language; a text without French (the catalogue) reads English. */
export type ContentLanguage = keyof L10n;

/** Where a text missing in a language is read instead, in order. */
const FALLBACKS: Record<ContentLanguage, readonly ContentLanguage[]> = {
  de: ['de', 'en'],
  en: ['en', 'de'],
  fr: ['fr', 'en', 'de'],
};

export function contentLanguage(language: Language): ContentLanguage {
  return language;
}

/** A content text (course, catalogue) in the given language, else in the next one that has it. */
export function localText(text: Partial<L10n> | undefined, language: Language): string {
  if (!text) return '';
  for (const lang of FALLBACKS[language]) if (text[lang]) return text[lang];
  return '';
}

/** A list per language (search keywords), else the next language's, as for texts. */
export function localList<T>(
  lists: Partial<Record<ContentLanguage, T[]>> | undefined,
  language: Language,
): T[] {
  for (const lang of FALLBACKS[language]) if (lists?.[lang]?.length) return lists[lang];
  return [];
}
