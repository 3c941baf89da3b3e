// The facts file of an import: a living composer or "Traditional" is read; a file with a field
// missing or wrong is refused with a message naming the file and the field, not a dump of the
// schema's errors.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFacts } from '../../../../../content/pipeline/import/facts';

const text = (s: string) => ({ de: s, en: s, fr: s });
const FACTS = {
  articleId: '20001',
  version: '1.0.0',
  title: text('Hymn'),
  composers: [
    { name: 'Bob Chilcott', born: 1955, role: text('Music') },
    { name: 'Traditional', role: text('Tune') },
  ],
  catalogueNumber: '4200100',
  priceCents: 590,
  onSale: false,
  offer: false,
  keywords: { de: [], en: [], fr: [] },
  aboutWork: text('<p>a</p>'),
  aboutRecording: text('<p>b</p>'),
  parts: [{ title: text('Hymn') }],
};

describe('readFacts', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'facts-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const write = (name: string, content: string) => {
    const file = join(tmp, name);
    writeFileSync(file, content);
    return file;
  };
  const cli = { score: write('s.musicxml', '<score-partwise/>'), recording: write('r.flac', ''), voices: {} };

  it('reads a living composer and one without years', async () => {
    const facts = await readFacts(write('facts.json', JSON.stringify(FACTS)), cli);
    expect(facts.composers.map((c) => [c.name, c.born, c.died])).toEqual([
      ['Bob Chilcott', 1955, undefined],
      ['Traditional', undefined, undefined],
    ]);
    expect(facts.parts[0]).toMatchObject({ score: cli.score, recording: cli.recording });
  });

  it('names the file and each missing or wrong field', async () => {
    const { title: _, ...noTitle } = FACTS;
    const file = write('bad.json', JSON.stringify({ ...noTitle, priceCents: '5,90' }));
    const error = await readFacts(file, cli).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(new RegExp(`^${file}: the facts are incomplete:`));
    expect((error as Error).message).toMatch(/→ at title/);
    expect((error as Error).message).toMatch(/→ at priceCents/);
    expect((error as Error).message).not.toMatch(/"code":/);
  });

  it('names a score or recording that does not exist, before any work on the parts', async () => {
    const file = write('facts.json', JSON.stringify(FACTS));
    await expect(readFacts(file, { ...cli, recording: join(tmp, 'gone.flac') })).rejects.toThrow(
      `part 1: the recording ${join(tmp, 'gone.flac')} does not exist`,
    );
    await expect(readFacts(file, { ...cli, voices: { alto: join(tmp, 'alto.flac') } })).rejects.toThrow(
      `part 1: the alto recording ${join(tmp, 'alto.flac')} does not exist`,
    );
  });

  it('says a file that is not JSON is not JSON', async () => {
    const file = write('broken.json', '{ "articleId": ');
    await expect(readFacts(file, cli)).rejects.toThrow(new RegExp(`^${file}: not JSON: `));
  });
});
