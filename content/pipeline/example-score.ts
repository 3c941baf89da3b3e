// Musical examples' score SVGs without Verovio's page header. The header repeats the MEI title and
// credits ("Legato-Phrase", "Übungsbeispiel: choir-coach") in one language, while the app names the
// example in the reader's language below the score. Applied by build.ts to every example it renders;
// run as a script, it applies the same step to the committed SVGs (no re-render, audio untouched):
//   npx tsx content/pipeline/example-score.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLES } from './works';

/** Verovio's page header: one group, text only (no nested groups), right before the page's end. */
const PAGE_HEADER = /<g id="[^"]*" class="pgHead[^"]*">(?:(?!<g[\s>]|<\/g>)[\s\S])*<\/g>/g;

export function withoutPageHeader(svg: string): string {
  return svg.replace(PAGE_HEADER, '');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'examples');
  for (const { id } of EXAMPLES) {
    const file = join(dir, id, 'score.svg');
    const svg = readFileSync(file, 'utf8');
    const stripped = withoutPageHeader(svg);
    if (stripped !== svg) writeFileSync(file, stripped);
    console.log(`${id}: ${stripped === svg ? 'no header' : 'header removed'}`);
  }
}
