// A publisher's score (MusicXML, compressed MusicXML or MEI) as the MEI the pipeline renders:
// verovio reads it and writes MEI back, every id prefixed so that ids stay unique over the parts
// of an edition.
import { readFile } from 'node:fs/promises';
import { VerovioToolkit } from 'verovio/esm';
import createVerovioModule from 'verovio/wasm';

export async function scoreToMei(path: string, prefix: string, seed: number): Promise<string> {
  const tk = new VerovioToolkit(await createVerovioModule());
  tk.setOptions({ xmlIdSeed: seed });
  const ok = path.toLowerCase().endsWith('.mxl')
    ? tk.loadZipDataBase64((await readFile(path)).toString('base64'))
    : tk.loadData(await readFile(path, 'utf8'));
  if (!ok) throw new Error(`${path}: verovio could not read the score: ${tk.getLog()}`);
  return prefixIds(tk.getMEI(), prefix);
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
