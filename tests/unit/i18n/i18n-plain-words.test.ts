import { describe, expect, it } from 'vitest';
import { worksTexts } from '../../../src/core/i18n/features/works';
import { createI18n } from '../../../src/core/i18n/i18n';
import { registerTexts, textsReady } from '../../../src/core/i18n/register-texts';

/** Issue 40: "Request persistent storage" is the browser's word, not the user's. */
describe('the downloads’ storage in plain words', () => {
  it('offers to keep the downloads, in every language, without the browser’s jargon', async () => {
    registerTexts(worksTexts);
    for (const language of ['de', 'en', 'fr'] as const) {
      const i18n = createI18n(language);
      await textsReady();
      for (const key of ['errors.requestPersistentStorage', 'works.storage.granted', 'works.storage.denied'])
        expect(i18n.t(key), `${language} ${key}`).not.toMatch(/persist|dauerhafte[nr]? Speicher/i);
      if (language === 'en')
        expect(i18n.t('errors.requestPersistentStorage')).toBe('Keep my downloads on this device');
    }
  });
});
