import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type InfoPageName, infoPagePath, isInfoPage } from '../../../../src/core/content/info-pages';
import { LANGUAGES } from '../../../../src/core/contract/constants';

/**
 * The information pages, the only public files under /content/ (server/content/public-files.ts): the
 * client asks for one per page and interface language, and each exists.
 */
const NAMES: InfoPageName[] = ['about', 'faq', 'dataprotection', 'imprint'];

describe('infoPagePath', () => {
  it('serves every reader the page in their own language', () => {
    expect(infoPagePath('faq', 'de')).toBe('pages/faq.de.json');
    expect(infoPagePath('faq', 'en')).toBe('pages/faq.en.json');
    expect(infoPagePath('faq', 'fr')).toBe('pages/faq.fr.json');
  });

  it('points at a page that exists and is well-formed, for every page and language', () => {
    for (const name of NAMES) {
      for (const language of LANGUAGES) {
        const file = `content/${infoPagePath(name, language)}`;
        expect(isInfoPage(JSON.parse(readFileSync(file, 'utf8'))), file).toBe(true);
      }
    }
  });
});
