// A version on sale may be on conductors' devices: an import of the same number is refused at
// once (before minutes of alignment), and what is there is left as it was. Runs without fluidsynth.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportFacts } from '../../../../../content/pipeline/import/facts';
import { importEdition } from '../../../../../content/pipeline/import/import-edition';

const text = (s: string) => ({ de: s, en: s, fr: s });

describe('an import of a version that exists', () => {
  const out = mkdtempSync(join(tmpdir(), 'existing-version-test-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('is refused, naming the way to replace it, and the version is left as it was', async () => {
    const version = join(out, '20001', '1.0.0');
    mkdirSync(version, { recursive: true });
    writeFileSync(join(version, 'manifest.json'), '{"on sale": true}');
    const facts = {
      articleId: '20001',
      version: '1.0.0',
      title: text('Hymn'),
      parts: [{ title: text('Hymn'), score: '/missing.musicxml', recording: '/missing.flac' }],
    } as ImportFacts;
    await expect(importEdition(facts, out, out, () => {})).rejects.toThrow(
      /^20001 1\.0\.0 exists in .*: give the import a new version in the facts, or --replace to write over it$/,
    );
    expect(readdirSync(join(out, '20001'))).toEqual(['1.0.0']);
    expect(readFileSync(join(version, 'manifest.json'), 'utf8')).toBe('{"on sale": true}');
  });
});
