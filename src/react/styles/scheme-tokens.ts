/** Colour tokens, `--choir-color-<name>`, each with its value in the light and the dark scheme. */
export type ColourTable = Record<string, readonly [light: string, dark: string]>;

/** The tokens of one scheme (0 light, 1 dark) as declarations. */
export const colours = (table: ColourTable, scheme: 0 | 1) =>
  Object.entries(table)
    .map(([name, values]) => `--choir-color-${name}:${values[scheme]};`)
    .join('');
