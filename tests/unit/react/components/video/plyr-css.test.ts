/**
 * Plyr's stylesheet is injected into each shadow root as text. tsup handles `.css` imports itself
 * (it extracts them), so the text lives in a generated module, src/react/components/video/plyr-css.ts. This
 * test keeps it equal to the installed plyr's, less the rules of the features we never turn on and
 * what only browsers older than the app's read; `UPDATE_PLYR_CSS=1 npx vitest run
 * tests/unit/react/components/video/plyr-css` rewrites it after a plyr upgrade.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { VideoController } from '../../../../../src/core/learning/video-controller';
import { plyrOptions } from '../../../../../src/react/components/video/plyr-options';

const root = path.resolve(import.meta.dirname, '../../../../..');
const source = path.join(root, 'node_modules/plyr/dist/plyr.css');
const target = path.join(root, 'src/react/components/video/plyr-css.ts');
const version = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/plyr/package.json'), 'utf8')) as { version: string }
).version;

/**
 * Selectors of what Plyr draws only for features plyr-options.ts never turns on: audio, ads,
 * YouTube and Vimeo embeds, preview thumbnails, picture-in-picture, AirPlay and progress markers
 * (0.7 KB gzip of the sheet's 5.1 KB, on every page with a video).
 */
const UNUSED =
  /\.plyr--audio|\.plyr__ads|\.plyr--youtube|\.plyr--vimeo|\.plyr__video-embed|\.plyr__preview-(?:thumb|scrubbing)|\[data-plyr=(?:pip|airplay)\]|\.plyr__progress__marker/;

/**
 * What only browsers older than the app's (it needs `color-mix()`) read: Internet Explorer's and
 * old Edge's `-ms-` parts, and the stand-in for `aspect-ratio` (0.5 KB gzip of the sheet, with
 * withoutOverridden below).
 */
const OLD_BROWSERS = /::-ms-|^@supports not \(aspect-ratio/;

/** `list` split at `separator` where it is not inside brackets, parentheses or quotes. */
function splitOutside(list: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i]!;
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if ('(['.includes(char)) depth++;
    else if (')]'.includes(char)) depth--;
    else if (char === separator && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/** A selector list split at its own commas (not those inside brackets or parentheses). */
const selectors = (list: string) => splitOutside(list, ',');

const property = (declaration: string) => declaration.slice(0, declaration.indexOf(':'));

/**
 * A rule's declarations less those a later one of the same rule always replaces in the app's
 * browsers: a value written out before the same property through `var()`, and `-ms-` or prefixed
 * transitions beside `transition`.
 */
function withoutOverridden(body: string): string {
  const declarations = splitOutside(body, ';').filter(Boolean);
  const kept = declarations.filter((declaration, index) => {
    const name = property(declaration);
    const later = declarations.slice(index + 1);
    if (name.startsWith('-ms-')) return false;
    if (/^-(webkit|moz)-transition$/.test(name))
      return !later.some((next) => property(next) === 'transition');
    return !later.some((next) => property(next) === name && next.includes('var('));
  });
  return kept.join(';');
}

/**
 * The sheet (minified, as plyr ships it) without the selectors of UNUSED and OLD_BROWSERS, rules
 * left with none, and declarations always overridden.
 */
function withoutUnused(css: string): string {
  let out = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const end = css.indexOf(';', at);
    if (open === -1 || (end !== -1 && end < open)) {
      // A statement such as @charset.
      const next = open === -1 ? css.length : end + 1;
      out += css.slice(at, next);
      at = next;
      continue;
    }
    let close = open + 1;
    for (let depth = 1; depth > 0; close++) depth += css[close] === '{' ? 1 : css[close] === '}' ? -1 : 0;
    const prelude = css.slice(at, open);
    const body = css.slice(open + 1, close - 1);
    if (prelude.startsWith('@') && OLD_BROWSERS.test(prelude)) {
      // An at-rule no browser of the app's applies.
    } else if (/^@(media|supports)/.test(prelude)) {
      const inner = withoutUnused(body);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) out += css.slice(at, close);
    else {
      const kept = selectors(prelude).filter(
        (selector) => !UNUSED.test(selector) && !OLD_BROWSERS.test(selector),
      );
      if (kept.length > 0) out += `${kept.join(',')}{${withoutOverridden(body)}}`;
    }
    at = close;
  }
  return out;
}

const expected = () => withoutUnused(readFileSync(source, 'utf8').trim());

function generated(): string {
  // Single quotes, as the formatter wants them (so `biome check --write` leaves the file alone).
  const quoted = `'${expected().replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return [
    `/** Generated from plyr ${version} dist/plyr.css, without the rules of features we never turn on or only older browsers read, by tests/unit/react/components/video/plyr-css.test.ts (UPDATE_PLYR_CSS=1). Do not edit. */`,
    `export const PLYR_VERSION = '${version}';`,
    `export const plyrCss =\n  ${quoted};`,
    '',
  ].join('\n');
}

describe('the generated Plyr stylesheet module', () => {
  it('matches the installed plyr, less features we never turn on and what older browsers read', async () => {
    if (process.env.UPDATE_PLYR_CSS) writeFileSync(target, generated());
    const module = await import('../../../../../src/react/components/video/plyr-css');
    expect(module.PLYR_VERSION).toBe(version);
    expect(module.plyrCss).toBe(expected());
    expect(module.plyrCss).toContain('.plyr--video .plyr__controls');
    expect(module.plyrCss).not.toMatch(UNUSED);
    expect(module.plyrCss).not.toMatch(/-ms-|@supports not/);
    // The written-out value goes, the custom property that replaces it stays.
    expect(module.plyrCss).not.toContain('height:5px;height:var(--plyr-range-track-height,5px)');
    expect(module.plyrCss).toContain('height:var(--plyr-range-track-height,5px)');
  });

  it('leaves out only what our Plyr never draws', () => {
    const video = {
      captions: { value: { active: false, language: 'en' } },
      quality: { value: 720 },
      speed: { value: 1 },
    } as unknown as VideoController;
    const options = plyrOptions(video, [720], '/dist/plyr.svg', (key) => key);
    expect(options.controls).not.toContain('pip');
    expect(options.controls).not.toContain('airplay');
    expect(options).not.toHaveProperty('ads');
    expect(options).not.toHaveProperty('previewThumbnails');
    expect(options).not.toHaveProperty('markers');
  });
});
