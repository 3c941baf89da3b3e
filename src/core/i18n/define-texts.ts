/** Turns every string leaf of a text tree into `string`, so translations match the English shape. */
export type TextShape<T> = { [K in keyof T]: T[K] extends string ? string : TextShape<T[K]> };

/**
 * One language's texts of a feature, loaded on demand: each language is its own module, so a page
 * downloads only the language it shows.
 */
export type TextLoader<T> = () => Promise<T>;

/** A feature's texts: a loader per language, all with the same tree. */
export interface FeatureTexts<T = object> {
  en: TextLoader<T>;
  de: TextLoader<TextShape<T>>;
  fr: TextLoader<TextShape<T>>;
}

/**
 * A feature's texts in all three languages. English defines the keys; German and French must
 * provide exactly the same tree (checked by the compiler in each language module, and by
 * tests/unit/i18n/i18n.test.ts).
 */
export function defineTexts<T extends object>(loaders: FeatureTexts<T>): FeatureTexts {
  return loaders as FeatureTexts;
}
