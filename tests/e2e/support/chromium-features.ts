import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Features every test browser runs without: the address bar's popups (each new context opens a
 * window, and the window builds both popups as WebUI pages: a fifth of the end-to-end suite's CPU).
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` list. Chromium keeps only the last `--disable-features`
 * switch, so ours must repeat Playwright's, which it does not export: it is read from its bundle,
 * and a Playwright whose bundle no longer has it stops the run here rather than losing its list.
 */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(root, 'lib/coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  const names = list
    ?.replace(/\/\/.*$/gm, '')
    .match(/"[^"]+"/g)
    ?.map((name) => name.slice(1, -1));
  if (!names?.length) throw new Error('playwright-core: its --disable-features list was not found');
  return names;
}

/** The one `--disable-features` switch of the test browsers: Playwright's features and ours. */
export const DISABLE_FEATURES_ARG = `--disable-features=${[...playwrightDisabledFeatures(), ...OUR_DISABLED_FEATURES].join(',')}`;
