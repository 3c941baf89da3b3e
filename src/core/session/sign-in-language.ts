/**
 * A language picked on the sign-in page (its DE/EN/FR switch) wins over the one stored with the
 * account at the next sign-in, also after a reload of that page. Only the app's sign-in page has
 * the switch, so only the app shell imports this (embedded elements' bundles stay without it).
 */
import type { Language } from '../contract/api';
import { LANGUAGES } from '../contract/constants';
import type { CoreEnvironment } from '../core';
import { createPersistence, STORAGE_KEYS } from '../store/persistence';

/** It outlives a reload of the sign-in page, not the visit: the next person on a shared device does not inherit it. */
export const SIGN_IN_LANGUAGE_KEPT_MS = 30 * 60 * 1000;

type PickEnvironment = Pick<CoreEnvironment, 'storage' | 'now' | 'log'>;

interface StoredPick {
  language?: unknown;
  at?: unknown;
}

export function pickLanguageBeforeSignIn(env: PickEnvironment, language: Language): void {
  createPersistence(env.storage, env.log).write(STORAGE_KEYS.signInLanguage, { language, at: env.now() });
}

/** The language picked before this sign-in, if picked within {@link SIGN_IN_LANGUAGE_KEPT_MS}; forgotten either way. */
export function takeLanguagePickedBeforeSignIn(env: PickEnvironment): Language | null {
  const persistence = createPersistence(env.storage, env.log);
  const picked = persistence.read<StoredPick | null>(STORAGE_KEYS.signInLanguage, null);
  persistence.remove(STORAGE_KEYS.signInLanguage);
  const language = LANGUAGES.find((known) => known === picked?.language);
  const age = typeof picked?.at === 'number' ? env.now() - picked.at : Number.NaN;
  return language && age >= 0 && age <= SIGN_IN_LANGUAGE_KEPT_MS ? language : null;
}
