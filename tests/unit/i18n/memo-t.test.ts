import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberPlainTexts } from '../../../src/core/i18n/memo-t';

/** An i18next instance with two languages and the memo on top, as the core builds its own. */
async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    resources: {
      en: {
        translation: {
          greet: 'Hello',
          named: 'Hello, {{name}}',
          items: '{{count}} item',
          items_other: '{{count}} items',
        },
      },
      de: {
        translation: {
          greet: 'Hallo',
          named: 'Hallo, {{name}}',
          items: '{{count}} Stück',
          items_other: '{{count}} Stück',
        },
      },
    },
  });
  // i18next's own lookup, under the `t` the memo wraps (not in its public types).
  const { translator } = i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
  const translate = vi.spyOn(translator, 'translate');
  rememberPlainTexts(i18n);
  return { i18n, translate };
}

describe('remembered texts (issue 15: fewer i18next lookups on a first view)', () => {
  it('returns a plain key’s text from memory after the first time, per language of a fixed t', async () => {
    const { i18n, translate } = await instance();
    // A second shell on the page asks again: still one memo.
    rememberPlainTexts(i18n);
    expect(i18n.t('greet')).toBe('Hello');
    expect(i18n.t('greet')).toBe('Hello');
    expect(translate).toHaveBeenCalledTimes(1);
    const german = i18n.getFixedT('de');
    const english = i18n.getFixedT('en');
    expect([german('greet'), english('greet'), german('greet')]).toEqual(['Hallo', 'Hello', 'Hallo']);
    expect(translate).toHaveBeenCalledTimes(3);
  });

  it('always asks i18next for texts with values, counts or defaults', async () => {
    const { i18n, translate } = await instance();
    expect(i18n.t('named', { name: 'Ada' })).toBe('Hello, Ada');
    expect(i18n.t('named', { name: 'Bo' })).toBe('Hello, Bo');
    expect(i18n.t('items', { count: 1 })).toBe('1 item');
    expect(i18n.t('items', { count: 2 })).toBe('2 items');
    expect(i18n.t('missing', 'fallback text')).toBe('fallback text');
    expect(translate).toHaveBeenCalledTimes(5);
  });

  it('forgets when the language or the texts change', async () => {
    const { i18n } = await instance();
    expect(i18n.t('greet')).toBe('Hello');
    await i18n.changeLanguage('de');
    expect(i18n.t('greet')).toBe('Hallo');
    i18n.addResourceBundle('de', 'translation', { greet: 'Servus' }, true, true);
    expect(i18n.t('greet')).toBe('Servus');
    expect(i18n.t('later')).toBe('later');
    i18n.addResource('de', 'translation', 'later', 'Später');
    expect(i18n.t('later')).toBe('Später');
  });
});
