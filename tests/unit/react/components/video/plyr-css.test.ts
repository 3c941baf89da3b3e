/**
 * Plyr's stylesheet is injected into each shadow root as text. tsup handles `.css` imports itself
 * (it extracts them), so the text lives in a generated module, src/react/components/video/plyr-css.ts. This
 * test keeps it equal to the installed plyr; `UPDATE_PLYR_CSS=1 npx vitest run
 * tests/unit/react/components/video/plyr-css` rewrites it after a plyr upgrade.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../../..');
const source = path.join(root, 'node_modules/plyr/dist/plyr.css');
const target = path.join(root, 'src/react/components/video/plyr-css.ts');
const version = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/plyr/package.json'), 'utf8')) as { version: string }
).version;

function generated(): string {
  const css = readFileSync(source, 'utf8').trim();
  // Single quotes, as the formatter wants them (so `biome check --write` leaves the file alone).
  const quoted = `'${css.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return [
    `/** Generated from plyr ${version} dist/plyr.css by tests/unit/react/components/video/plyr-css.test.ts (UPDATE_PLYR_CSS=1). Do not edit. */`,
    `export const PLYR_VERSION = '${version}';`,
    `export const plyrCss =\n  ${quoted};`,
    '',
  ].join('\n');
}

describe('the generated Plyr stylesheet module', () => {
  it('matches the installed plyr', async () => {
    if (process.env.UPDATE_PLYR_CSS) writeFileSync(target, generated());
    const module = await import('../../../../../src/react/components/video/plyr-css');
    expect(module.PLYR_VERSION).toBe(version);
    expect(module.plyrCss).toBe(readFileSync(source, 'utf8').trim());
  });
});
