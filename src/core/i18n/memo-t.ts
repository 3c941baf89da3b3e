import type { i18n } from 'i18next';

/** Options a remembered text may be keyed on; any other (values, counts, defaults) asks i18next. */
const KEYED = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/**
 * Remembers what `t` answered for a plain key (no values to fill in), per language, namespace and
 * prefix, until the texts or the language change. A first view calls `t` a few thousand times,
 * mostly for the same keys as every component re-renders, and each call walks i18next's resolution
 * (about as much main-thread time as React's own rendering of the texts).
 */
export function rememberPlainTexts(instance: i18n): void {
  type Translate = (...args: unknown[]) => unknown;
  const translate = instance.t.bind(instance) as unknown as Translate;
  let remembered = new Map<string, unknown>();
  const forget = () => {
    remembered = new Map();
  };
  instance.on('languageChanged', forget);
  instance.on('loaded', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const rememberingT: Translate = (...args) => {
    const [key, options] = args as [unknown, Record<string, unknown> | undefined];
    const plain =
      typeof key === 'string' &&
      args.length <= 2 &&
      (options === undefined ||
        (typeof options === 'object' &&
          options !== null &&
          Object.entries(options).every(([name, value]) => value === undefined || KEYED.has(name))));
    if (!plain) return translate(...args);
    const id = `${options?.lng ?? ''}\u0000${String(options?.ns ?? '')}\u0000${options?.keyPrefix ?? ''}\u0000${key}`;
    let text = remembered.get(id);
    if (text === undefined) {
      text = translate(...args);
      remembered.set(id, text);
    }
    return text;
  };
  instance.t = rememberingT as unknown as i18n['t'];
}
