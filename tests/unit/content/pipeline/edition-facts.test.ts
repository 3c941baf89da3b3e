import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SyncMap } from '../../../../src/core/contract/edition-format';

/** Issue 41: the editions print what the sources print and play what their pages show. */

const sync = (articleId: string, version: string) =>
  JSON.parse(readFileSync(`content/editions/${articleId}/${version}/sync/part0.json`, 'utf8')) as SyncMap;
const pitchOf = (map: SyncMap, id: string) =>
  Object.values(map.voices)
    .flat()
    .find((note) => note.id === id)?.pitch;

describe('Nun danket alle Gott, bar 11 of the soprano', () => {
  const B_FLAT = 70;
  const B_NATURAL = 71;

  it('plays in v1.1.0 the B natural the page shows on beat 1 and carries to beat 4', () => {
    const map = sync('10001', '1.1.0');
    expect(pitchOf(map, 'nd-m11s1e2')).toBe(B_NATURAL);
    expect(pitchOf(map, 'nd-m11s1e5')).toBe(B_NATURAL);
  });

  it('plays in v1.0.0 the B flat of the key signature', () => {
    const map = sync('10001', '1.0.0');
    expect(pitchOf(map, 'nd-m11s1e2')).toBe(B_FLAT);
    expect(pitchOf(map, 'nd-m11s1e5')).toBe(B_FLAT);
  });
});

describe('the Lorelei', () => {
  /** The first-verse syllable under a note of the page (its first `syl`). */
  const firstVerse = (page: string, noteId: string) => {
    const start = page.indexOf(`<g id="${noteId}" class="note">`);
    const note = page.slice(start, page.indexOf('<g id="lor-', start + 1));
    return note.match(/class="syl">.*?<tspan font-size="\d+px">([^<]*)</)?.[1];
  };

  it('sets Heine’s “aus uralten Zeiten” in every part, one syllable a note', () => {
    const page = readFileSync('content/editions/10003/1.0.0/pages/p01.svg', 'utf8');
    for (const staff of [1, 2, 3, 4]) {
      const line = [3, 4, 5, 6].map((event) => firstVerse(page, `lor-m5s${staff}e${event}`));
      expect(line, `staff ${staff}`).toEqual(['aus', 'ur', 'al', 'ten']);
    }
  });

  it('keeps the same words in the MEI the server lays out for screens', () => {
    const mei = readFileSync('content/editions/10003/1.0.0/mei/part0.mei', 'utf8');
    expect(mei.match(/<syl wordpos="i" con="d">ur<\/syl>/g)).toHaveLength(4);
  });
});
