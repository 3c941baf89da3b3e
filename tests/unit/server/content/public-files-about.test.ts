import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface InfoPage {
  sections: { heading: string; paragraphs: string[] }[];
}

/**
 * Issue 40: an edition is engraved in its own language (our German editions say "Sopran", "Melodie",
 * "Satz" on every page of the app) and the about page says so, in each language, beside what the app
 * draws in the reader's language and the examples' S, A, T, B.
 */
describe('the about page on the language of the scores', () => {
  for (const language of ['de', 'en', 'fr'] as const)
    it(`says it in ${language}`, () => {
      const page = JSON.parse(readFileSync(`content/pages/about.${language}.json`, 'utf8')) as InfoPage;
      const text = page.sections.flatMap((section) => section.paragraphs).join('\n');
      expect(text).toContain('Sopran, Alt, Tenor');
      expect(text).toMatch(/Melodie.*Satz/);
      expect(text).toContain('S, A, T');
    });
});
