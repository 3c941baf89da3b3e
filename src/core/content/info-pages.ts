import type { Language } from '../contract/api';

/** The information pages (requirements R2.2), served as JSON under /content/pages/. */
export type InfoPageName = 'about' | 'faq' | 'dataprotection' | 'imprint';

export interface InfoPage {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** Pages exist in de and en; French readers get English (requirements R5.3: fr falls back to en). */
export function infoPagePath(name: InfoPageName, language: Language): string {
  return `pages/${name}.${language === 'de' ? 'de' : 'en'}.json`;
}

export function isInfoPage(value: unknown): value is InfoPage {
  const page = value as InfoPage;
  return (
    typeof page?.title === 'string' &&
    typeof page.intro === 'string' &&
    Array.isArray(page.sections) &&
    page.sections.every((s) => typeof s.heading === 'string' && Array.isArray(s.paragraphs))
  );
}
