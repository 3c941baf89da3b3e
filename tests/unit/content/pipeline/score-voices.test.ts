// Voices in closed score: a publisher's hymn with women and men on a staff each sounds and follows
// exactly as the same hymn in four staves (score-voices.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreToMei } from '../../../../content/pipeline/import/to-mei';
import { analyse } from '../../../../content/pipeline/mei-structure';
import { type RenderedScore, renderScore } from '../../../../content/pipeline/score';
import { noteVoices } from '../../../../content/pipeline/score-voices';
import { VOICES } from '../../../../src/core/contract/constants';
import { HYMN, writeClosedHymn, writeHymnWithAccompaniment } from './fixtures/hymn-variants';

describe('noteVoices', () => {
  const closed = { choir: [1, 2], staff: 2, layer: 0, layers: 1, fromTop: 0, chordSize: 1 };
  it('gives each of four staves its voice, whatever its layers and chords', () => {
    expect(noteVoices({ ...closed, choir: [1, 2, 3, 4], staff: 3, layers: 2, layer: 1 })).toEqual([2]);
    expect(noteVoices({ ...closed, choir: [1, 2, 3, 4], staff: 1, chordSize: 2, fromTop: 1 })).toEqual([0]);
  });
  it('in closed score: layers are upper and lower voice, a chord is split, a lone note is a unison', () => {
    expect(noteVoices({ ...closed, layers: 2, layer: 0 })).toEqual([2]);
    expect(noteVoices({ ...closed, layers: 2, layer: 1 })).toEqual([3]);
    expect(noteVoices({ ...closed, chordSize: 2, fromTop: 0 })).toEqual([2]);
    expect(noteVoices({ ...closed, chordSize: 2, fromTop: 1 })).toEqual([3]);
    expect(noteVoices({ ...closed, staff: 1 })).toEqual([0, 1]);
  });
  it('gives an accompaniment’s staves no voice', () => {
    expect(noteVoices({ ...closed, choir: [1, 2, 3, 4], staff: 5 })).toEqual([]);
    expect(noteVoices({ ...closed, choir: [2, 3], staff: 1 })).toEqual([]);
    expect(noteVoices({ ...closed, choir: [2, 3], staff: 3 })).toEqual([2, 3]);
  });
});

describe('analyse in closed score', () => {
  const closedMei = (women: string, men: string) =>
    `<mei><music><body><mdiv><score><scoreDef><staffGrp><staffDef n="1"/><staffDef n="2"/></staffGrp></scoreDef>
    <section><measure xml:id="m1" n="1"><staff n="1">${women}</staff><staff n="2">${men}</staff></measure></section>
    </score></mdiv></body></music></mei>`;
  const voicesOf = (mei: string) =>
    Object.fromEntries([...analyse(mei).notes].map(([id, n]) => [id, n.voices]));

  it('keeps a voice’s notes its own where the other rests in a layer of its own', () => {
    const mei = closedMei(
      '<layer n="1"><note xml:id="s" pname="g" oct="4"/></layer><layer n="2"><mRest/></layer>',
      '<layer n="1"><note xml:id="t" pname="c" oct="4"/></layer>',
    );
    expect(voicesOf(mei)).toEqual({ s: [0], t: [2, 3] });
  });

  it('splits a chord by pitch, the written order of its notes aside', () => {
    const mei = closedMei(
      '<layer n="1"><chord><note xml:id="a" pname="e" oct="4"/><note xml:id="s" pname="c" oct="5"/></chord></layer>',
      '<layer n="1"><rest/></layer><layer n="2"><note xml:id="b" pname="c" oct="3"/></layer>',
    );
    expect(voicesOf(mei)).toEqual({ a: [1], s: [0], b: [3] });
  });
});

describe('the test hymn as publishers write it', { timeout: 60_000 }, () => {
  const tmp = mkdtempSync(join(tmpdir(), 'score-voices-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const render = async (file: string) => renderScore(await scoreToMei(file, 'x-', 1), { seed: 1 });
  const heard = (s: RenderedScore) =>
    s.audioNotes.map((n) => `${n.voice} ${n.pitch} ${n.startMs}-${n.endMs} ${n.velocity}`).sort();
  const followed = (s: RenderedScore) =>
    VOICES.map((v) => s.voices[v].map((n) => `${n.pitch} ${n.startMs}-${n.endMs}`));

  it('in closed score (two voices a staff, or chords) or with an organ sounds and follows as in four staves', async () => {
    const open = await render(HYMN);
    for (const file of [writeClosedHymn(tmp), writeClosedHymn(tmp, true), writeHymnWithAccompaniment(tmp)]) {
      const closed = await render(file);
      expect(closed.bars.map((b) => [b.n, b.startMs])).toEqual(open.bars.map((b) => [b.n, b.startMs]));
      expect(heard(closed)).toEqual(heard(open));
      expect(followed(closed)).toEqual(followed(open));
      expect(closed.dynamics).toEqual(open.dynamics);
    }
  });
});
