// The publisher's score read into MEI: four sung staves or a closed score of two are read, beside an
// accompaniment; any other count is refused with a message saying what the import reads, not failed
// later on a count of MIDI tracks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreToMei } from '../../../../../content/pipeline/import/to-mei';
import {
  HYMN,
  writeClosedHymn,
  writeHymnWithAccompaniment,
  writeHymnWithoutBass,
} from '../fixtures/hymn-variants';

describe('scoreToMei', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'to-mei-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('reads four staves, or two in closed score, or either with an accompaniment, ids prefixed', async () => {
    for (const [file, staves] of [
      [HYMN, 4],
      [writeClosedHymn(tmp), 2],
      [writeHymnWithAccompaniment(tmp), 5],
    ] as const) {
      const mei = await scoreToMei(file, 'p0-', 1);
      expect(mei.match(/<staffDef /g)).toHaveLength(staves);
      expect(mei).not.toMatch(/xml:id="(?!p0-)/);
    }
  });

  it('refuses a score of three sung staves, saying what it reads', async () => {
    await expect(scoreToMei(writeHymnWithoutBass(tmp), 'p0-', 1)).rejects.toThrow(
      /hymn-no-bass\.musicxml: the score has 4 staves, 3 of them sung; the import reads four, one per voice/,
    );
  });
});
