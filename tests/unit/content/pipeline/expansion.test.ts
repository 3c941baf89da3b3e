// The performance order a score states (MEI <expansion>, written by verovio from MusicXML's jumps):
// D.C. al Fine in a publisher's MusicXML is played as marked, and the alignment may find it left out.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expansionOrder } from '../../../../content/pipeline/expansion';
import { keptSpans, readings } from '../../../../content/pipeline/import/readings';
import { scoreToMei } from '../../../../content/pipeline/import/to-mei';
import { renderScore } from '../../../../content/pipeline/score';
import { parseXml } from '../../../../content/pipeline/xml';
import { HYMN, writeHymnWithDaCapo } from './fixtures/hymn-variants';

const mei = (body: string) =>
  `<mei><music><body><mdiv><score><section xml:id="all">${body}</section></score></mdiv></body></music></mei>`;

describe('expansionOrder', () => {
  it('plays the sections and endings a plist names, a section as often as named', () => {
    const root = parseXml(
      mei(`<expansion plist="#a #e1 #a #coda"/>
        <section xml:id="a"><measure xml:id="m1"/><measure xml:id="m2"/></section>
        <ending xml:id="e1" n="1"><measure xml:id="m3"/></ending>
        <section xml:id="coda"><expansion plist="#c2 #c1"/>
          <section xml:id="c1"><measure xml:id="m4"/></section><section xml:id="c2"><measure xml:id="m5"/></section>
        </section>`),
    );
    expect(expansionOrder(root)).toEqual(['m1', 'm2', 'm3', 'm1', 'm2', 'm5', 'm4']);
  });

  it('plays a section without one in written order, its sections by their own', () => {
    const root = parseXml(
      mei(`<measure xml:id="m1"/>
        <section xml:id="verse"><expansion plist="#v #v"/><section xml:id="v"><measure xml:id="m2"/></section></section>
        <measure xml:id="m3"/>`),
    );
    expect(expansionOrder(root)).toEqual(['m1', 'm2', 'm2', 'm3']);
  });

  it('is none without an expansion, and refuses one that names what the score does not have', () => {
    expect(expansionOrder(parseXml(mei('<measure xml:id="m1"/>')))).toBeNull();
    expect(() => expansionOrder(parseXml(mei('<expansion plist="#gone"/><measure xml:id="m1"/>')))).toThrow(
      /#gone/,
    );
    expect(() =>
      expansionOrder(parseXml(mei('<expansion xml:id="x" plist="#x"/><measure xml:id="m1"/>'))),
    ).toThrow(/does not end/);
  });
});

describe('a MusicXML score with D.C. al Fine', { timeout: 60_000 }, () => {
  const tmp = mkdtempSync(join(tmpdir(), 'expansion-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('is played to the end, then from the start to the Fine without the repeat', async () => {
    const file = writeHymnWithDaCapo(tmp);
    const plain = await renderScore(await scoreToMei(HYMN, 'x-', 1), { seed: 1 });
    const dc = await renderScore(await scoreToMei(file, 'x-', 1), { seed: 1 });
    expect(plain.bars.map((b) => b.n)).toEqual(['1', '2', '3', '1', '2', '4', '5', '6']);
    expect(dc.bars.map((b) => b.n)).toEqual(['1', '2', '3', '1', '2', '4', '5', '6', '1', '2', '4']);
    // the second time round sounds as the first: same notes, later
    const notesOf = (k: number) =>
      dc.audioNotes
        .filter((n) => n.startMs >= dc.bars[k]!.startMs && n.startMs < dc.bars[k]!.endMs)
        .map((n) => [n.voice, n.pitch]);
    expect(notesOf(8)).toEqual(notesOf(0));
    expect(notesOf(10)).toEqual(notesOf(5));

    // a recording may leave the da capo out: a reading keeps everything up to it
    const without = readings(dc.bars).find((r) => r.label.includes('after bar 6'));
    expect(
      without,
      readings(dc.bars)
        .map((r) => r.label)
        .join('; '),
    ).toBeDefined();
    expect(keptSpans(dc.bars, without!.keep)).toEqual([[0, dc.bars[7]!.endMs]]);
  });
  it('plays an ending for several passes as often as it says: 1.-3., then 4.', async () => {
    const xml = readFileSync(HYMN, 'utf8')
      .replaceAll(
        '<ending number="1" type="start">1.</ending>',
        '<ending number="1, 2, 3" type="start">1.-3.</ending>',
      )
      .replaceAll('<ending number="1" type="stop"/>', '<ending number="1, 2, 3" type="stop"/>')
      .replaceAll(
        '<ending number="2" type="start">2.</ending>',
        '<ending number="4" type="start">4.</ending>',
      )
      .replaceAll('<ending number="2" type="discontinue"/>', '<ending number="4" type="discontinue"/>');
    const file = join(tmp, 'hymn-four-passes.musicxml');
    writeFileSync(file, xml);
    const score = await renderScore(await scoreToMei(file, 'x-', 1), { seed: 1 });
    expect(score.bars.map((b) => b.n).join(' ')).toBe('1 2 3 1 2 3 1 2 3 1 2 4 5 6');
  });
});
