import type { L10n, Language } from '../contract/api';

/** The content languages; French (an interface language without content texts) reads English. */
export type ContentLanguage = keyof L10n;

export function contentLanguage(language: Language): ContentLanguage {
  return language === 'de' ? 'de' : 'en';
}

/** A content text (course, catalogue) in the given language, else in the other content language. */
export function localText(text: L10n | undefined, language: Language): string {
  if (!text) return '';
  const primary = contentLanguage(language);
  return text[primary] || text[primary === 'de' ? 'en' : 'de'] || '';
}
