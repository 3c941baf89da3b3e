// Music symbols in a score's texts are drawn as paths: the player shows pages in a shadow root,
// where the font verovio embeds for them is ignored and a metronome mark's note showed as a box.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreToMei } from '../../../../content/pipeline/import/to-mei';
import { renderScore } from '../../../../content/pipeline/score';
import { HYMN } from './fixtures/hymn-variants';

const tempoOf = (svg: string) => /<g [^>]*class="tempo"[^>]*>([\s\S]*?)<\/g>/.exec(svg)?.[1] ?? '';
const translateX = (svg: string) =>
  [...svg.matchAll(/<path transform="translate\(([\d.]+) /g)].map((m) => Number(m[1]));

describe('text glyphs', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'text-glyphs-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  async function pageOf(file: string) {
    const score = await renderScore(await scoreToMei(file, 'p0-', 1), { seed: 1 });
    return score.pages[0]!.svg;
  }

  it('draws a metronome mark’s note as a path, its words after it, without the embedded font', async () => {
    const svg = await pageOf(HYMN);
    const tempo = tempoOf(svg);
    expect(tempo).toMatch(/<path transform="translate\([\d.]+ [\d.]+\) scale\(0\.96 -0\.96\)" d="M/);
    expect(tempo).toMatch(
      /<tspan x="[\d.]+" text-anchor="start"><tspan font-size="540px">\s= 96<\/tspan><\/tspan>/,
    );
    expect(svg).not.toMatch(/font-family="Leipzig"|@font-face/);
    // the page no longer carries the font (about 58 KB)
    expect(svg.length).toBeLessThan(60_000);
  });

  it('sets words before a symbol against it, and a dotted note as note and dot', async () => {
    const xml = readFileSync(HYMN, 'utf8').replace(
      '<metronome><beat-unit>quarter</beat-unit>',
      '<metronome parentheses="yes"><beat-unit>quarter</beat-unit><beat-unit-dot/>',
    );
    const file = join(tmp, 'hymn-dotted.musicxml');
    writeFileSync(file, xml);
    const tempo = tempoOf(await pageOf(file));
    const [note, dot] = translateX(tempo);
    expect(dot).toBeGreaterThan(note!);
    // "(" ends where the note begins; " = 96)" begins after the dot
    expect(tempo).toContain(`<tspan x="${note}" text-anchor="end">`);
    expect(tempo).toMatch(/text-anchor="start"><tspan[^>]*>[^<]*= 96\)?<\/tspan>/);
  });
});
