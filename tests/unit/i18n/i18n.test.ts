import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/core/contract/api';
import { defineTexts } from '../../../src/core/i18n/define-texts';
import { FEATURE_TEXTS } from '../../../src/core/i18n/features';
import { baseTexts, createI18n } from '../../../src/core/i18n/i18n';
import { registerTexts, textsLoading, textsReady } from '../../../src/core/i18n/register-texts';

/** Everything a language has: the base texts and every feature's, merged as the backend does. */
const merged = async (language: Language) =>
  Object.assign({}, ...(await Promise.all([baseTexts, ...FEATURE_TEXTS].map((texts) => texts[language]()))));

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

async function ready(language: Language) {
  const i18n = createI18n(language);
  await textsReady();
  return i18n;
}

/** Requirements R8.10, word for word. */
const NOT_PURCHASED_EN =
  'You do not have access to this topic. Buy a license in our webshop to continue learning.';

describe('texts (requirements R5.1, R5.2, R8.3-R8.13)', () => {
  it('has every key (base and feature texts) in de, en and fr, none empty', async () => {
    const [en, de, fr] = await Promise.all((['en', 'de', 'fr'] as const).map(merged));
    const reference = keys(en).sort();
    expect(reference.length).toBeGreaterThan(500);
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

  it('holds the texts of the requirements word for word', async () => {
    registerTexts(...FEATURE_TEXTS);
    const i18n = await ready('de');
    expect(i18n.t('signIn.emailRequired')).toBe('Email ist erforderlich!');
    expect(i18n.t('signIn.passwordRequired')).toBe('Passwort ist erforderlich!');
    expect(i18n.t('errors.networkTitle')).toBe('Netzwerkfehler');
    expect(i18n.t('errors.licenceExpiredTitle')).toBe('Lizenz abgelaufen');
    expect(i18n.t('errors.licenceRenew')).toBe('Lizenz erneuern');
    expect(i18n.t('nav.library')).toBe('Sammlung');
    await i18n.changeLanguage('en');
    expect(i18n.t('signIn.emailRequired')).toBe('E-mail is required!');
    // Requirements R5.2: the German password message also appears in the English texts.
    expect(i18n.t('signIn.passwordRequired')).toBe('Passwort ist erforderlich!');
    expect(i18n.t('login.failed')).toBe('Login failed - please check your credentials and try again.');
    expect(i18n.t('errors.notPurchasedTitle')).toBe('Ups!');
    // The words of requirements R8.10 as written there, "license" included (issue 40).
    expect(i18n.t('errors.notPurchasedText')).toBe(NOT_PURCHASED_EN);
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
    await i18n.changeLanguage('fr');
    expect(i18n.t('signIn.passwordRequired')).toBe('Le mot de passe est requis!');
  });
});

describe('one spelling per language', () => {
  /** Every text of a language (the values, not the keys), base and features. */
  const values = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : Object.values(node as object).flatMap(values);
  const texts = async (language: Language) => values(await merged(language)).join('\n');

  it('writes licence one way in each language, but for the sentence the requirements fix', async () => {
    const [en, de, fr] = await Promise.all(
      (['en', 'de', 'fr'] as const).map(async (language) =>
        (await texts(language)).replace(NOT_PURCHASED_EN, ''),
      ),
    );
    expect(en).toMatch(/licence/i);
    expect(en).not.toMatch(/license/i);
    expect(fr).not.toMatch(/license/i);
    expect(de).not.toMatch(/licen[cs]e/i);
  });

  it('labels the German e-mail field as the required message spells it', async () => {
    const de = await merged('de');
    expect(de.signIn.emailRequired).toBe('Email ist erforderlich!');
    expect(de.signIn.email).toBe('Email');
  });
});

describe('texts load per language', () => {
  it('loads only the language shown, and another one before switching to it', async () => {
    const i18n = createI18n('de');
    expect(textsLoading()).not.toBeNull();
    await textsReady();
    expect(textsLoading()).toBeNull();
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    const switching = i18n.changeLanguage('fr');
    // Until the French texts are there, the page keeps showing German ones.
    expect(i18n.t('errors.networkTitle')).toBe('Netzwerkfehler');
    await switching;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('errors.networkTitle')).toBe('Erreur réseau');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('gives a feature registered late to every instance, in each language it has loaded', async () => {
    const before = await ready('de');
    const late = defineTexts({
      en: async () => ({ lateFeature: { hello: 'Hello' } }),
      de: async () => ({ lateFeature: { hello: 'Hallo' } }),
      fr: async () => ({ lateFeature: { hello: 'Bonjour' } }),
    });
    expect(before.t('lateFeature.hello')).toBe('lateFeature.hello');
    registerTexts(late);
    await textsReady();
    expect(before.t('lateFeature.hello')).toBe('Hallo');
    await before.changeLanguage('en');
    expect(before.t('lateFeature.hello')).toBe('Hello');
    expect((await ready('fr')).t('lateFeature.hello')).toBe('Bonjour');
  });

  it('settles even when a language module fails to load, and the key shows', async () => {
    const broken = defineTexts({
      en: () => Promise.reject(new Error('offline')),
      de: () => Promise.reject(new Error('offline')),
      fr: () => Promise.reject(new Error('offline')),
    });
    const i18n = await ready('de');
    registerTexts(broken);
    await textsReady();
    expect(i18n.t('errors.networkTitle')).toBe('Netzwerkfehler');
    // Another language still loads its base and working features around the broken one.
    await i18n.changeLanguage('en');
    expect(i18n.t('errors.networkTitle')).toBe('Network error');
  });
});
