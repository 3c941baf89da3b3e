import { describe, expect, it } from 'vitest';
import {
  pickLanguageBeforeSignIn,
  SIGN_IN_LANGUAGE_KEPT_MS,
  takeLanguagePickedBeforeSignIn,
} from '../../../src/core/session/sign-in-language';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { fakeEnvironment } from '../support/fake-environment';

describe('the language picked on the sign-in page', () => {
  it('keeps a language picked before signing in across a reload of the page, for one sign-in, while recent', async () => {
    const fake = fakeEnvironment(() => undefined);
    pickLanguageBeforeSignIn(fake.env, 'fr');
    // The sign-in page reloaded: only the storage is left.
    expect(takeLanguagePickedBeforeSignIn(fake.env)).toBe('fr');
    expect(takeLanguagePickedBeforeSignIn(fake.env)).toBe(null);

    pickLanguageBeforeSignIn(fake.env, 'de');
    fake.advance(SIGN_IN_LANGUAGE_KEPT_MS + 1);
    expect(takeLanguagePickedBeforeSignIn(fake.env)).toBe(null);

    fake.storage.setItem(STORAGE_KEYS.signInLanguage, JSON.stringify({ language: 'xx', at: 0 }));
    expect(takeLanguagePickedBeforeSignIn(fake.env)).toBe(null);
    expect(fake.storage.getItem(STORAGE_KEYS.signInLanguage)).toBeNull();
  });
});
