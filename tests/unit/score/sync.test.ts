import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatClock } from '../../../src/core/format/clock';
import { checkPageNumber } from '../../../src/core/player/jump-to-page';
import type { EditionManifest, SyncBar, SyncMap } from '../../../src/core/score/manifest';
import { audioPath, compareVersions, pageNumbers, partOfPage } from '../../../src/core/score/manifest';
import {
  barIndexAt,
  clampTempo,
  firstBarOnPage,
  highlightAt,
  loopJump,
  makeLoop,
  occurrenceOf,
  PREVIOUS_BAR_GRACE_MS,
  pageAt,
  pageTurns,
  sameHighlight,
  soundingBar,
  soundingNotes,
  stepBar,
  timeOfBar,
} from '../../../src/core/score/sync';

const read = <T>(path: string): T => JSON.parse(readFileSync(`content/editions/${path}`, 'utf8')) as T;

/** "Die Lorelei": bars 1-16 repeated, first and second ending; page 2 -> page 1 at the repeat. */
const lorelei = read<SyncMap>('10003/1.0.0/sync/part0.json');
/** "Nun danket alle Gott": fermatas make some bars longer. */
const chorale = read<SyncMap>('10001/1.1.0/sync/part0.json');
const folkSongs = read<EditionManifest>('10002/1.0.0/manifest.json');

const bar = (index: number, startMs: number, endMs: number, page = 1, measureId = `m${index}`): SyncBar => ({
  index,
  measureId,
  n: String(index),
  page,
  startMs,
  endMs,
});

describe('bar at a time', () => {
  it('finds the sounding bar occurrence, in performance order, at every bar boundary', () => {
    for (const b of lorelei.bars) {
      expect(barIndexAt(lorelei.bars, b.startMs)).toBe(b.index);
      expect(barIndexAt(lorelei.bars, b.endMs - 1)).toBe(b.index);
    }
  });

  it('keeps the first bar before the start and the last in the reverb tail', () => {
    expect(barIndexAt(lorelei.bars, -500)).toBe(0);
    expect(barIndexAt(lorelei.bars, lorelei.durationMs + 1200)).toBe(lorelei.bars.length - 1);
    expect(barIndexAt([], 1000)).toBe(-1);
  });

  it('follows held fermatas (bars of different length), not the tempo', () => {
    const lengths = new Set(chorale.bars.map((b) => b.endMs - b.startMs));
    expect(lengths.size).toBeGreaterThan(2);
    const longest = chorale.bars.reduce((a, b) => (b.endMs - b.startMs > a.endMs - a.startMs ? b : a));
    expect(barIndexAt(chorale.bars, longest.endMs - 5)).toBe(longest.index);
  });

  it('marks a sounding bar only while one sounds (musical examples): nothing before or after', () => {
    const bars = [bar(0, 0, 1000), bar(1, 1000, 2500)];
    expect(soundingBar(bars, -1)).toBeNull();
    expect(soundingBar(bars, 0)).toBe(bars[0]);
    expect(soundingBar(bars, 999)).toBe(bars[0]);
    expect(soundingBar(bars, 1000)).toBe(bars[1]);
    expect(soundingBar(bars, 2500)).toBeNull();
    expect(soundingBar([], 10)).toBeNull();
  });

  it('gives the time of a bar, clamped into the map', () => {
    expect(timeOfBar(lorelei.bars, 17)).toBe(lorelei.bars[17]!.startMs);
    expect(timeOfBar(lorelei.bars, -3)).toBe(0);
    expect(timeOfBar(lorelei.bars, 999)).toBe(lorelei.bars.at(-1)!.startMs);
    expect(timeOfBar([], 2)).toBe(0);
  });
});

describe('sounding notes of a voice', () => {
  it('lists exactly the notes whose span holds the time', () => {
    const notes = lorelei.voices.soprano;
    for (const t of [0, 400, 5_000, 34_700, 50_123, 68_000]) {
      const expected = notes.filter((n) => n.startMs <= t && t < n.endMs).map((n) => n.id);
      expect(soundingNotes(notes, t)).toEqual(expected);
    }
  });

  it('finds chords and held notes, and nothing in a rest', () => {
    const notes = [
      { id: 'long', startMs: 0, endMs: 2000 },
      { id: 'a', startMs: 1000, endMs: 1500 },
      { id: 'b', startMs: 1000, endMs: 1500 },
      { id: 'c', startMs: 3000, endMs: 3500 },
    ];
    expect(soundingNotes(notes, 1200)).toEqual(['long', 'a', 'b']);
    expect(soundingNotes(notes, 2500)).toEqual([]);
    expect(soundingNotes(notes, -1)).toEqual([]);
  });

  it('makes the highlight of the bar and the chosen voice', () => {
    const t = lorelei.bars[18]!.startMs + 10;
    const highlight = highlightAt(lorelei, 'alto', t)!;
    expect(highlight).toMatchObject({ barIndex: 18, measureId: 'lor-m2', page: 1 });
    expect(highlight.noteIds.length).toBeGreaterThan(0);
    expect(highlight.noteIds.every((id) => lorelei.voices.alto.some((n) => n.id === id))).toBe(true);
    expect(highlightAt(lorelei, '', t)!.noteIds).toEqual([]);
    expect(highlightAt({ bars: [], voices: lorelei.voices }, 'alto', t)).toBeNull();
    expect(sameHighlight(highlight, highlightAt(lorelei, 'alto', t + 1))).toBe(true);
    expect(sameHighlight(highlight, highlightAt(lorelei, 'alto', lorelei.bars[19]!.startMs))).toBe(false);
  });
});

describe('page turns with lookahead', () => {
  it('turns at the first bar of the next page without lookahead', () => {
    const firstOnPage2 = lorelei.bars.find((b) => b.page === 2)!;
    expect(pageAt(lorelei.bars, firstOnPage2.startMs - 1, 0)).toBe(1);
    expect(pageAt(lorelei.bars, firstOnPage2.startMs, 0)).toBe(2);
  });

  it('turns lookaheadMilliseconds earlier, and back to page 1 at the repeat just as early', () => {
    const lookahead = 1500;
    const turns = pageTurns(lorelei.bars, lookahead);
    expect(turns.map((t) => [t.fromPage, t.toPage])).toEqual([
      [1, 2],
      [2, 1],
      [1, 2],
    ]);
    for (const turn of turns) {
      const firstBar = lorelei.bars[turn.barIndex]!;
      expect(turn.atMs).toBe(firstBar.startMs - lookahead);
      expect(pageAt(lorelei.bars, turn.atMs - 1, lookahead)).toBe(turn.fromPage);
      expect(pageAt(lorelei.bars, turn.atMs, lookahead)).toBe(turn.toPage);
    }
  });

  it('never turns before the start, and ignores a negative lookahead', () => {
    const bars = [bar(0, 0, 500, 1), bar(1, 500, 1000, 2)];
    expect(pageTurns(bars, 2000)[0]!.atMs).toBe(0);
    expect(pageAt(bars, 0, 2000)).toBe(2);
    expect(pageAt(bars, 100, -5000)).toBe(1);
    expect(pageAt([], 0, 0)).toBeUndefined();
  });

  it('finds the first bar shown on a page', () => {
    expect(firstBarOnPage(lorelei.bars, 2)).toBe(8);
    expect(firstBarOnPage(lorelei.bars, 1)).toBe(0);
    expect(firstBarOnPage(lorelei.bars, 7)).toBe(-1);
  });
});

describe('seeking by bar', () => {
  it('a click on a repeated bar means the occurrence nearest to the playhead', () => {
    expect(occurrenceOf(lorelei.bars, 'lor-m3', 0)).toBe(3);
    expect(occurrenceOf(lorelei.bars, 'lor-m3', 20)).toBe(19);
    expect(occurrenceOf(lorelei.bars, 'lor-m17', 0)).toBe(32);
    expect(occurrenceOf(lorelei.bars, 'nope', 0)).toBe(-1);
  });

  it('arrow keys go to the next bar, and back to this bar or (near its start) the one before', () => {
    const bars = [bar(0, 0, 1000), bar(1, 1000, 2000), bar(2, 2000, 3000)];
    expect(stepBar(bars, 1500, 1)).toBe(2000);
    expect(stepBar(bars, 2900, 1)).toBe(2000);
    expect(stepBar(bars, 1000 + PREVIOUS_BAR_GRACE_MS + 1, -1)).toBe(1000);
    expect(stepBar(bars, 1100, -1)).toBe(0);
    expect(stepBar(bars, 50, -1)).toBe(0);
    expect(stepBar([], 50, 1)).toBe(0);
  });
});

describe('A-B loop', () => {
  const bars = [bar(0, 0, 1000), bar(1, 1000, 2000), bar(2, 2000, 3000), bar(3, 3000, 4000)];

  it('spans from the start of A to the end of B, in either order', () => {
    expect(makeLoop(bars, 2, 1)).toEqual({ fromIndex: 1, toIndex: 2, startMs: 1000, endMs: 3000 });
    expect(makeLoop(bars, 3, 3)).toEqual({ fromIndex: 3, toIndex: 3, startMs: 3000, endMs: 4000 });
    expect(makeLoop([], 0, 1)).toBeNull();
  });

  it('jumps back when playback crosses the end, not when the user seeks past it', () => {
    const loop = makeLoop(bars, 1, 2)!;
    expect(loopJump(loop, 2990, 3005)).toBe(1000);
    expect(loopJump(loop, 2500, 2600)).toBeNull();
    expect(loopJump(loop, 200, 3500)).toBeNull();
    expect(loopJump(null, 2990, 3005)).toBeNull();
  });
});

describe('tempo, clock, pages and versions', () => {
  it('keeps the tempo within 50-150 % in steps of 5', () => {
    expect(clampTempo(100)).toBe(100);
    expect(clampTempo(20)).toBe(50);
    expect(clampTempo(400)).toBe(150);
    expect(clampTempo(87)).toBe(85);
    expect(clampTempo(Number.NaN)).toBe(100);
  });

  it('formats m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(68_572)).toBe('1:08');
    expect(formatClock(-5)).toBe('0:00');
  });

  it('numbers pages over all parts and finds the part of a page', () => {
    expect(pageNumbers(folkSongs)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(partOfPage(folkSongs, 4)?.index).toBe(1);
    expect(partOfPage(folkSongs, 9)).toBeUndefined();
    expect(audioPath(folkSongs.parts[2]!, 'tenore')).toBe('audio/part2-tenore.m4a');
  });

  it('compares versions numerically', () => {
    expect(compareVersions('1.1.0', '1.0.0')).toBeGreaterThan(0);
    expect(compareVersions('1.10.0', '1.9.3')).toBeGreaterThan(0);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.9.9', '1.0.0')).toBeLessThan(0);
  });
});

describe('jump to page', () => {
  it('accepts whole pages from 1 to n', () => {
    expect(checkPageNumber('1', 6)).toEqual({ ok: true, page: 1 });
    expect(checkPageNumber(' 6 ', 6)).toEqual({ ok: true, page: 6 });
  });

  it('refuses empty input, fractions, words and pages outside 1..n with the range', () => {
    expect(checkPageNumber('', 6)).toEqual({ ok: false, error: 'player.jump.required', max: 6 });
    expect(checkPageNumber('2.5', 6)).toEqual({ ok: false, error: 'player.jump.notWhole', max: 6 });
    expect(checkPageNumber('two', 6)).toEqual({ ok: false, error: 'player.jump.notWhole', max: 6 });
    expect(checkPageNumber('0', 6)).toEqual({ ok: false, error: 'player.jump.outOfRange', max: 6 });
    expect(checkPageNumber('7', 6)).toEqual({ ok: false, error: 'player.jump.outOfRange', max: 6 });
    expect(checkPageNumber('-1', 2)).toEqual({ ok: false, error: 'player.jump.outOfRange', max: 2 });
  });
});
