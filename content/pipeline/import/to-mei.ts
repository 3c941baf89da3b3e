// A publisher's score (MusicXML, compressed MusicXML or MEI) as the MEI the pipeline renders:
// verovio reads it and writes MEI back, every id prefixed so that ids stay unique over the parts
// of an edition.
import { readFile } from 'node:fs/promises';
import { VerovioToolkit } from 'verovio/esm';
import createVerovioModule from 'verovio/wasm';
import { choirStaves } from '../score-voices';
import { findAll, parseXml } from '../xml';

export async function scoreToMei(path: string, prefix: string, seed: number): Promise<string> {
  const tk = new VerovioToolkit(await createVerovioModule());
  tk.setOptions({ xmlIdSeed: seed });
  const ok = path.toLowerCase().endsWith('.mxl')
    ? tk.loadZipDataBase64((await readFile(path)).toString('base64'))
    : tk.loadData(await readFile(path, 'utf8'));
  if (!ok) throw new Error(`${path}: verovio could not read the score: ${tk.getLog()}`);
  const mei = tk.getMEI();
  const root = parseXml(mei);
  const sung = choirStaves(root).length;
  if (sung !== 4 && sung !== 2) {
    const staves = findAll(findAll(root, 'scoreDef')[0] ?? root, 'staffDef').length;
    throw new Error(
      `${path}: the score has ${staves} staves, ${sung} of them sung; the import reads four, one per ` +
        'voice (soprano, alto, tenor, bass from the top), or two with two voices each (women, men), ' +
        'beside staves named as an accompaniment (piano, organ…).',
    );
  }
  return prefixIds(mei, prefix);
}

/** `xml:id="x"` -> `xml:id="{prefix}x"`, and every `#x` reference with it. */
export function prefixIds(mei: string, prefix: string): string {
  return mei
    .replace(/xml:id="([^"]+)"/g, (_m, id: string) => `xml:id="${prefix}${id}"`)
    .replace(
      /="(#[^"]+)"/g,
      (_m, refs: string) =>
        `="${refs
          .split(/\s+/)
          .map((r) => (r.startsWith('#') ? `#${prefix}${r.slice(1)}` : r))
          .join(' ')}"`,
    );
}
