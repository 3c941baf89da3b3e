// A strophic song printed once with its stanzas under the notes is sung once per stanza: the
// import lays the performance end to end that many times, and each stanza after the first is a
// jump back the alignment may find left out. Runs without fluidsynth.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readings } from '../../../../../content/pipeline/import/readings';
import { stanzaCount, sungStanzas } from '../../../../../content/pipeline/import/stanzas';
import { scoreToMei } from '../../../../../content/pipeline/import/to-mei';
import { type RenderedScore, renderScore } from '../../../../../content/pipeline/score';
import { HYMN, writeStrophicHymn } from '../fixtures/hymn-variants';

describe('stanzas', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'stanzas-test-'));
  let mei: string;
  let once: RenderedScore;
  beforeAll(async () => {
    mei = await scoreToMei(writeStrophicHymn(tmp), 'p0-', 1);
    once = await renderScore(mei, { seed: 1 });
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('counts the stanzas under the notes', async () => {
    expect(stanzaCount(mei)).toBe(3);
    expect(stanzaCount(await scoreToMei(HYMN, 'p0-', 1))).toBe(1);
  });

  it('sings the song once per stanza, each after the one before', () => {
    const sung = sungStanzas(once, 3);
    expect(sung.bars.map((b) => b.n).join(' ')).toBe('1 2 3 4 5 1 2 3 4 5 1 2 3 4 5');
    expect(sung.bars.map((b) => b.index)).toEqual([...Array(15).keys()]);
    expect(sung.bars[5]!.startMs).toBe(once.durationMs);
    expect(sung.durationMs).toBe(3 * once.durationMs);
    expect(sung.audioNotes).toHaveLength(3 * once.audioNotes.length);
    expect(sung.voices.soprano).toHaveLength(3 * once.voices.soprano.length);
    expect(sung.voices.soprano[once.voices.soprano.length]!.id).toBe(once.voices.soprano[0]!.id);
    expect(sung.holds).toHaveLength(3 * once.holds.length);
    // a stanza left out is a reading, as a repeat not taken is
    expect(readings(sung.bars).map((r) => r.keep.filter(Boolean).length)).toEqual([15, 10, 10, 5]);
  });

  it('keeps a score with repeat signs in its own order', async () => {
    const hymn = await renderScore(await scoreToMei(HYMN, 'p0-', 1), { seed: 1 });
    expect(sungStanzas(hymn, 3)).toBe(hymn);
    expect(sungStanzas(once, 1)).toBe(once);
  });
});
