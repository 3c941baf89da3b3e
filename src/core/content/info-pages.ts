import type { Language } from '../contract/api';

/** The information pages (requirements R2.2), served as JSON under /content/pages/. */
export type InfoPageName = 'about' | 'faq' | 'dataprotection' | 'imprint';

export interface InfoPage {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** Every page exists in each interface language (de, en, fr), so readers get their own. */
export function infoPagePath(name: InfoPageName, language: Language): string {
  return `pages/${name}.${language}.json`;
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
