// The import end to end on a small MusicXML hymn (repeat with first and second endings, a fermata;
// once with a D.C. al Fine) and recordings the pipeline renders from it with known bar starts. Needs
// fluidsynth and ffmpeg (build-time tools): skipped where they are missing, but for the refusal of a
// version that exists, which needs neither.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RenditionPlan,
  renderTestRendition,
} from '../../../../../content/pipeline/align/test-rendition';
import { readImports } from '../../../../../content/pipeline/edition-index';
import type { ImportFacts } from '../../../../../content/pipeline/import/facts';
import { importEdition } from '../../../../../content/pipeline/import/import-edition';
import { keptSpans, readings } from '../../../../../content/pipeline/import/readings';
import { sungStanzas } from '../../../../../content/pipeline/import/stanzas';
import { scoreToMei } from '../../../../../content/pipeline/import/to-mei';
import { type RenderedScore, renderScore } from '../../../../../content/pipeline/score';
import { VOICES } from '../../../../../src/core/contract/constants';
import {
  CatalogueFileSchema,
  EditionManifestSchema,
  SyncMapSchema,
} from '../../../../../src/core/contract/edition-format';
import { HYMN, writeHymnWithDaCapo, writeStrophicHymn } from '../fixtures/hymn-variants';

const hasTools = (() => {
  try {
    execFileSync('fluidsynth', ['--version'], { stdio: 'ignore' });
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const text = (s: string) => ({ de: `${s} (de)`, en: s, fr: `${s} (fr)` });
const facts = (recording: string, score = HYMN): ImportFacts => ({
  articleId: '20001',
  version: '1.0.0',
  title: { de: 'Testchoral', en: 'Test Hymn', fr: 'Choral d’essai' },
  composers: [{ name: 'Test Composer', born: 1900, died: 1980, role: text('Tune') }],
  catalogueNumber: '4200100',
  priceCents: 100,
  onSale: false,
  offer: false,
  keywords: { de: ['Test'], en: ['test'], fr: ['essai'] },
  aboutWork: text('<p>About.</p>'),
  aboutRecording: text('<p>Recording.</p>'),
  parts: [{ title: text('Hymn'), score, recording }],
});

/** The score with only the bars `keep` marks, laid end to end (a performance that leaves them out). */
function leaveOut(score: RenderedScore, keep: boolean[]): RenderedScore {
  const spans = keptSpans(score.bars, keep);
  const shift = (ms: number) => {
    let removed = 0;
    for (let i = 1; i < spans.length && spans[i]![0] <= ms; i++) removed += spans[i]![0] - spans[i - 1]![1];
    return ms - removed;
  };
  const inKept = (ms: number) => spans.some(([a, b]) => ms >= a && ms < b);
  const bars = score.bars
    .filter((_, i) => keep[i])
    .map((b, index) => ({ ...b, index, startMs: shift(b.startMs), endMs: shift(b.endMs) }));
  return {
    ...score,
    bars,
    audioNotes: score.audioNotes
      .filter((n) => inKept(n.startMs))
      .map((n) => ({ ...n, startMs: shift(n.startMs), endMs: shift(n.endMs) })),
    holds: score.holds.map((h) => ({ ...h, endMs: shift(h.endMs) })),
    durationMs: bars[bars.length - 1]!.endMs,
  };
}

describe.skipIf(!hasTools)('edition import', { timeout: 240_000 }, () => {
  let tmp: string;
  let score: RenderedScore;
  const plan: RenditionPlan = { seed: 42, timbre: 'piano', holdMs: [1500, 2500], pauseMs: 2000 };

  const record = async (s: RenderedScore, name: string, how = plan) => {
    const r = await renderTestRendition(s, how, tmp, name);
    const raw = join(tmp, `${name}.f32`);
    writeFileSync(raw, Buffer.from(r.samples.buffer));
    const wav = join(tmp, `${name}.flac`);
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'f32le', '-ar', '44100', '-ac', '1', '-i', raw, wav]);
    return { file: wav, bars: r.barStartsMs };
  };

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'import-test-'));
    score = await renderScore(await scoreToMei(HYMN, 'x-', 1), { seed: 1 });
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('makes a checked edition whose bars follow the recording', async () => {
    const rec = await record(score, 'full');
    const out = join(tmp, 'out');
    const result = await importEdition(facts(rec.file), out, tmp, () => {});
    expect(result.problems).toEqual([]);
    expect(result.parts[0]!.reading).toBe('every repeat played');
    const dir = join(out, '20001', '1.0.0');
    const manifest = EditionManifestSchema.parse(
      JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')),
    );
    expect(manifest.title.fr).toBe('Choral d’essai');
    expect(Object.keys(manifest.parts[0]!.audio).sort()).toEqual(['full', ...VOICES].sort());
    const sync = SyncMapSchema.parse(JSON.parse(readFileSync(join(dir, 'sync', 'part0.json'), 'utf8')));
    expect(sync.bars.map((b) => b.n)).toEqual(['1', '2', '3', '1', '2', '4', '5', '6']);
    for (const [k, b] of sync.bars.entries()) expect(Math.abs(b.startMs - rec.bars[k]!)).toBeLessThan(80);
    const catalogue = CatalogueFileSchema.parse(
      JSON.parse(readFileSync(join(out, 'catalogue.json'), 'utf8')),
    );
    expect(catalogue.editions.map((e) => e.articleId)).toEqual(['20001']);
    // listed as imported, so that a full build keeps it (edition-index.test.ts)
    expect(await readImports(out)).toEqual([{ articleId: '20001', version: '1.0.0' }]);
  });

  it('takes a choir singing "aahs", as close as its alignment can be, and asks to look at it', async () => {
    // a swell found by the steepest rise: onsets 40-100 ms off a right map, which the 60 ms an
    // edition made from its score is held to refused (decision 0071)
    const rec = await record(score, 'aahs', { ...plan, timbre: 'aahs' });
    const lines: string[] = [];
    const result = await importEdition(facts(rec.file), join(tmp, 'out-aahs'), tmp, (l) => lines.push(l));
    expect(result.problems).toEqual([]);
    expect(lines.filter((l) => l.includes('LOOK in the sync editor'))).not.toEqual([]);
    const sync = SyncMapSchema.parse(
      JSON.parse(readFileSync(join(result.dir, 'sync', 'part0.json'), 'utf8')),
    );
    for (const [k, b] of sync.bars.entries()) expect(Math.abs(b.startMs - rec.bars[k]!)).toBeLessThan(350);
  });

  it('finds that the recording leaves the repeat out', async () => {
    const without = readings(score.bars)[1]!;
    const rec = await record(leaveOut(score, without.keep), 'no-repeat');
    // over the first test's version: replaced when asked, nothing of the staging left beside it
    const out = join(tmp, 'out');
    const result = await importEdition(facts(rec.file), out, tmp, () => {}, { replace: true });
    expect(readdirSync(join(out, '20001'))).toEqual(['1.0.0']);
    expect(result.parts[0]!.reading).toBe(without.label);
    const sync = SyncMapSchema.parse(
      JSON.parse(readFileSync(join(result.dir, 'sync', 'part0.json'), 'utf8')),
    );
    expect(sync.bars.map((b) => b.n)).toEqual(['1', '2', '4', '5', '6']);
    for (const [k, b] of sync.bars.entries()) expect(Math.abs(b.startMs - rec.bars[k]!)).toBeLessThan(80);
  });

  it('follows a D.C. al Fine the recording takes', async () => {
    const file = writeHymnWithDaCapo(tmp);
    const daCapo = await renderScore(await scoreToMei(file, 'x-', 1), { seed: 1 });
    const rec = await record(daCapo, 'da-capo');
    const result = await importEdition(facts(rec.file, file), join(tmp, 'out4'), tmp, () => {});
    expect(result.problems).toEqual([]);
    expect(result.parts[0]!.reading).toBe('every repeat played');
    const sync = SyncMapSchema.parse(
      JSON.parse(readFileSync(join(result.dir, 'sync', 'part0.json'), 'utf8')),
    );
    expect(sync.bars.map((b) => b.n)).toEqual(['1', '2', '3', '1', '2', '4', '5', '6', '1', '2', '4']);
    for (const [k, b] of sync.bars.entries()) expect(Math.abs(b.startMs - rec.bars[k]!)).toBeLessThan(80);
  });

  it('sings a strophic song once per stanza, and finds a stanza left out', async () => {
    const file = writeStrophicHymn(tmp);
    const sung = sungStanzas(await renderScore(await scoreToMei(file, 'x-', 1), { seed: 1 }), 3);
    const all = await record(sung, 'stanzas');
    const result = await importEdition(facts(all.file, file), join(tmp, 'out5'), tmp, () => {});
    expect(result.problems).toEqual([]);
    expect(result.parts[0]!.reading).toBe('every repeat played');
    const sync = SyncMapSchema.parse(
      JSON.parse(readFileSync(join(result.dir, 'sync', 'part0.json'), 'utf8')),
    );
    expect(sync.bars.map((b) => b.n).join(' ')).toBe('1 2 3 4 5 1 2 3 4 5 1 2 3 4 5');
    for (const [k, b] of sync.bars.entries()) expect(Math.abs(b.startMs - all.bars[k]!)).toBeLessThan(80);

    const second = readings(sung.bars)[1]!;
    const two = await record(leaveOut(sung, second.keep), 'two-stanzas');
    const shorter = await importEdition(facts(two.file, file), join(tmp, 'out6'), tmp, () => {});
    expect(shorter.parts[0]!.bars).toBe(10);
    expect(shorter.parts[0]!.reading).not.toBe('every repeat played');
  });

  it('refuses a recording of another piece', async () => {
    const other = await renderScore(readFileSync('content/scores/10004-stille-nacht.mei', 'utf8'), {
      seed: 1,
    });
    const rec = await record(other, 'other');
    await expect(importEdition(facts(rec.file), join(tmp, 'out3'), tmp, () => {})).rejects.toThrow(
      /does not fit the score/,
    );
  });
});

// A version on sale may be on conductors' devices: an import of the same number is refused at
// once (before minutes of alignment), and what is there is left as it was. Runs without fluidsynth.
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
