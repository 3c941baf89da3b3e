import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src/core/core';
import { fakeEnvironment } from './support/fake-environment';

/**
 * The app page tells the core its route language before the bundle runs (demo/index.html), so a
 * first visit to /en/… starts in English and never loads the German texts first (issue 15 point 6).
 */
const PAGE_LANGUAGE = Symbol.for('choir-coach.page-language');
const page = globalThis as { [PAGE_LANGUAGE]?: string };

afterEach(() => {
  delete page[PAGE_LANGUAGE];
});

describe('the language the texts start in', () => {
  it('is the app page’s route language while the user has stored none', () => {
    page[PAGE_LANGUAGE] = 'en';
    const core = createCore(fakeEnvironment().env);
    expect(core.language.value).toBe('en');
  });

  it('is the user’s stored language when there is one, and German elsewhere', () => {
    page[PAGE_LANGUAGE] = 'en';
    const fake = fakeEnvironment();
    fake.env.storage.setItem('choir.settings', JSON.stringify({ language: 'fr' }));
    expect(createCore(fake.env).language.value).toBe('fr');
    delete page[PAGE_LANGUAGE];
    expect(createCore(fakeEnvironment().env).language.value).toBe('de');
  });

  it('is the route’s language on a page of the other locale (a deep link), as the shell will show it', () => {
    page[PAGE_LANGUAGE] = 'en';
    const fake = fakeEnvironment();
    fake.env.storage.setItem('choir.settings', JSON.stringify({ language: 'de' }));
    expect(createCore(fake.env).language.value).toBe('en');
    page[PAGE_LANGUAGE] = 'de';
    fake.env.storage.setItem('choir.settings', JSON.stringify({ language: 'fr' }));
    expect(createCore(fake.env).language.value).toBe('de');
  });
});
