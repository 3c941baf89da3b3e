// Musical examples' score SVGs without Verovio's page header. The header repeats the MEI title and
// credits ("Legato-Phrase", "Übungsbeispiel: choir-coach") in one language, while the app names the
// example in the reader's language below the score. Applied by build.ts to every example it renders;
// run as a script, it applies the same step to the committed SVGs and their manifests' score size
// (no re-render, audio untouched):
//   npx tsx content/pipeline/example-score.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLES } from './works';

/** Verovio's page header: one group, text only (no nested groups). */
const PAGE_HEADER = /<g id="[^"]*" class="pgHead[^"]*">(?:(?!<g[\s>]|<\/g>)[\s\S])*<\/g>/;
const OUTER_VIEW_BOX = /^<svg viewBox="0 ([\d.]+) ([\d.]+) ([\d.]+)"/;
const INNER_VIEW_BOX = /(class="definition-scale"[^>]* viewBox=")0 ([\d.]+) ([\d.]+) ([\d.]+)"/;
/** A text line's descent below its baseline, as a share of its font size. */
const DESCENT = 0.3;

/**
 * The score cut by `cut` page units at its top. Both boxes are cut: Verovio draws the music in a
 * nested `<svg>` whose viewport is the outer box's size, so cutting only the outer box (as this
 * step once did) shrank that viewport and clipped the last system's bass staff and lyrics.
 */
function cropTop(svg: string, cut: number): string {
  const outer = svg.match(OUTER_VIEW_BOX);
  const inner = svg.match(INNER_VIEW_BOX);
  if (!outer || !inner) return svg;
  const [, top, width, height] = outer.map(Number) as [number, number, number, number];
  const [, , innerTop, innerWidth, innerHeight] = inner.map(Number) as [
    number,
    string,
    number,
    number,
    number,
  ];
  const innerCut = Math.round((cut * innerWidth) / width);
  return svg
    .replace(OUTER_VIEW_BOX, `<svg viewBox="0 ${top} ${width} ${height - cut}"`)
    .replace(
      INNER_VIEW_BOX,
      (_, start: string) => `${start}0 ${innerTop + innerCut} ${innerWidth} ${innerHeight - innerCut}"`,
    );
}

/** The SVG without its page header, cut below the band the header took. */
export function withoutPageHeader(svg: string): string {
  const header = svg.match(PAGE_HEADER)?.[0];
  if (!header) return svg;
  const stripped = svg.replace(header, '');
  const outer = svg.match(OUTER_VIEW_BOX);
  const inner = svg.match(INNER_VIEW_BOX);
  // the header's lowest line: baseline y plus the descent of its font (page units)
  const lines = [...header.matchAll(/ y="(\d+)"[\s\S]*?font-size="(\d+)px">[^<]/g)];
  if (!outer || !inner || !lines.length) return stripped;
  const bottom = Math.max(...lines.map(([, y, size]) => Number(y) + DESCENT * Number(size)));
  return cropTop(stripped, Math.round((bottom * Number(outer[2])) / Number(inner[3])));
}

/** The viewBox size an example's manifest records. */
export function scoreSize(svg: string): { width: number; height: number } {
  const box = svg.match(/^<svg viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/);
  if (!box) throw new Error('score SVG without viewBox');
  return { width: Number(box[1]), height: Number(box[2]) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'examples');
  for (const { id } of EXAMPLES) {
    const file = join(dir, id, 'score.svg');
    const svg = readFileSync(file, 'utf8');
    const stripped = withoutPageHeader(svg);
    if (stripped === svg) {
      console.log(`${id}: no header`);
      continue;
    }
    writeFileSync(file, stripped);
    const manifestFile = join(dir, id, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.score = scoreSize(stripped);
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`${id}: cut below the header, score ${manifest.score.width} × ${manifest.score.height}`);
  }
}
