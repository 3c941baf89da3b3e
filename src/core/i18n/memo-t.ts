import type { i18n } from 'i18next';

/** Options a remembered text may be keyed on; any other (values, counts, defaults) asks i18next. */
const KEYED = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

const remembering = new WeakSet<i18n>();

/**
 * Remembers what `t` returned for a plain key (no values to fill in), per language, namespace and
 * prefix, until the texts or the language change. A first view calls `t` a few thousand times,
 * mostly for the same keys as every component re-renders, and each call walks i18next's resolution
 * (about as much main-thread time as React's own rendering of the texts). Once per instance.
 */
export function rememberPlainTexts(instance: i18n): void {
  if (remembering.has(instance)) return;
  remembering.add(instance);
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
  const rememberingT: Translate = (key, options, ...rest) => {
    // A string second argument is a default text: its characters are no keyed option either.
    const values =
      typeof key !== 'string' ||
      rest.length > 0 ||
      (options != null &&
        Object.entries(options).some(([name, value]) => value !== undefined && !KEYED.has(name)));
    if (values) return translate(key, options, ...rest);
    const keyed = options as Record<string, unknown> | undefined;
    const id = `${keyed?.lng ?? ''}\u0000${String(keyed?.ns ?? '')}\u0000${keyed?.keyPrefix ?? ''}\u0000${key}`;
    let text = remembered.get(id);
    if (text === undefined) {
      text = translate(key, options);
      remembered.set(id, text);
    }
    return text;
  };
  instance.t = rememberingT as unknown as i18n['t'];
}
