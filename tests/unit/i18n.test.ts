import { describe, expect, it } from 'vitest';
import { FEATURE_TEXTS } from '../../src/core/i18n/features';
import { createI18n, resources } from '../../src/core/i18n/i18n';
import { registerTexts } from '../../src/core/i18n/register-texts';

const merged = (language: 'de' | 'en' | 'fr') =>
  Object.assign({}, resources[language].translation, ...FEATURE_TEXTS.map((texts) => texts[language]));
const en = merged('en');
const de = merged('de');
const fr = merged('fr');
registerTexts(...FEATURE_TEXTS);

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('texts (SPEC §5, §8)', () => {
  it('has every key (base and feature texts) in de, en and fr, none empty', () => {
    const reference = keys(en).sort();
    expect(keys(de).sort()).toEqual(reference);
    expect(keys(fr).sort()).toEqual(reference);
    for (const resource of [de, en, fr]) {
      for (const key of keys(resource)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resource);
        expect(value, key).not.toBe('');
      }
    }
  });

  it('holds the spec texts word for word', () => {
    const i18n = createI18n('de');
    expect(i18n.t('login.emailRequired')).toBe('Email ist erforderlich!');
    expect(i18n.t('login.passwordRequired')).toBe('Passwort ist erforderlich!');
    expect(i18n.t('errors.networkTitle')).toBe('Netzwerkfehler');
    expect(i18n.t('errors.licenceExpiredTitle')).toBe('Lizenz abgelaufen');
    expect(i18n.t('errors.licenceRenew')).toBe('Lizenz erneuern');
    expect(i18n.t('nav.library')).toBe('Sammlung');
    void i18n.changeLanguage('en');
    expect(i18n.t('login.emailRequired')).toBe('E-mail is required!');
    // SPEC §5: the German password message also appears in the English texts.
    expect(i18n.t('login.passwordRequired')).toBe('Passwort ist erforderlich!');
    expect(i18n.t('login.failed')).toBe('Login failed - please check your credentials and try again.');
    expect(i18n.t('errors.notPurchasedTitle')).toBe('Ups!');
    expect(i18n.t('errors.notPurchasedText')).toBe(
      'You do not have access to this topic. Buy a license in our webshop to continue learning.',
    );
    expect(i18n.t('errors.noConnection')).toBe('No connection!');
    expect(i18n.t('errors.noMatch')).toBe('Unfortunately we could not find a match');
    expect(i18n.t('errors.emptyLibrary')).toBe('You have not added anything to your collection yet.');
    expect(i18n.t('nav.library')).toBe('My library');
    expect(i18n.t('errors.missingFiles')).toBe(
      'Some files have not been downloaded completely. The download must be done again.',
    );
    expect(i18n.t('errors.downloadFailed', { usage: '1 GB', quota: '2 GB' })).toBe(
      'Sorry, the edition could not be downloaded. There may not be enough memory available on your device. You have used up 1 GB of 2 GB.',
    );
    void i18n.changeLanguage('fr');
    expect(i18n.t('login.passwordRequired')).toBe('Le mot de passe est requis!');
  });
});

describe('feature texts registered when a feature loads', () => {
  it('reach instances created before and after the registration', async () => {
    const { defineTexts } = await import('../../src/core/i18n/define-texts');
    const before = createI18n('de');
    const late = defineTexts({
      en: { lateFeature: { hello: 'Hello' } },
      de: { lateFeature: { hello: 'Hallo' } },
      fr: { lateFeature: { hello: 'Bonjour' } },
    });
    expect(before.t('lateFeature.hello')).toBe('lateFeature.hello');
    registerTexts(late);
    expect(before.t('lateFeature.hello')).toBe('Hallo');
    expect(createI18n('fr').t('lateFeature.hello')).toBe('Bonjour');
  });
});
