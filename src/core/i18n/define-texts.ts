/** Turns every string leaf of a text tree into `string`, so translations match the English shape. */
export type TextShape<T> = { [K in keyof T]: T[K] extends string ? string : TextShape<T[K]> };

/**
 * A feature's texts in all three languages. English defines the keys; German and French must
 * provide exactly the same tree (checked by the compiler, and by tests/unit/i18n.test.ts).
 */
export function defineTexts<T extends object>(texts: { en: T; de: TextShape<T>; fr: TextShape<T> }) {
  return texts;
}

export type FeatureTexts = ReturnType<typeof defineTexts<object>>;
