// The publisher's score read into MEI: a score that is not four staves, one per voice, is refused
// with a message saying what the import reads, not failed later on a count of MIDI tracks.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreToMei } from '../../../../../content/pipeline/import/to-mei';
import { HYMN } from '../fixtures/hymn-with-da-capo';

/** The hymn in closed score: women (S, A) and men (T, B) on one staff each, two voices a staff. */
function closedScore(): string {
  const xml = readFileSync(HYMN, 'utf8');
  const part = (id: string) => new RegExp(`<part id="${id}">([\\s\\S]*?)</part>`).exec(xml)![1]!;
  const measures = (id: string) => [
    ...part(id).matchAll(/<measure number="(\d+)"[^>]*>([\s\S]*?)<\/measure>/g),
  ];
  const notes = (body: string, voice: number) =>
    (body.match(/<note>[\s\S]*?<\/note>/g) ?? [])
      .join('')
      .replace(/<voice>\d<\/voice>/g, `<voice>${voice}</voice>`);
  const staff = (upper: string, lower: string, clef: string) =>
    measures(upper)
      .map(([, n, body], k) => {
        const attributes =
          k === 0
            ? `<attributes><divisions>4</divisions><time><beats>4</beats><beat-type>4</beat-type></time>${clef}</attributes>`
            : '';
        return `<measure number="${n}">${attributes}${notes(body!, 1)}<backup><duration>16</duration></backup>${notes(measures(lower)[k]![2]!, 2)}</measure>`;
      })
      .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><score-partwise version="4.0"><part-list>
    <score-part id="W"><part-name>Women</part-name></score-part><score-part id="M"><part-name>Men</part-name></score-part>
    </part-list><part id="W">${staff('P1', 'P2', '<clef><sign>G</sign><line>2</line></clef>')}</part>
    <part id="M">${staff('P3', 'P4', '<clef><sign>F</sign><line>4</line></clef>')}</part></score-partwise>`;
}

describe('scoreToMei', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'to-mei-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('reads a score of four staves, one per voice, with every id prefixed', async () => {
    const mei = await scoreToMei(HYMN, 'p0-', 1);
    expect(mei.match(/<staffDef /g)).toHaveLength(4);
    expect(mei).not.toMatch(/xml:id="(?!p0-)/);
  });

  it('refuses a closed score, saying what it reads', async () => {
    const file = join(tmp, 'closed.musicxml');
    writeFileSync(file, closedScore());
    await expect(scoreToMei(file, 'p0-', 1)).rejects.toThrow(
      /closed\.musicxml: the score has 2 staves; the import reads four, one per voice/,
    );
  });
});
