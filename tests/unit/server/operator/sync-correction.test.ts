import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  barStartProblems,
  barWarp,
  clipSync,
  MIN_BAR_MS,
  withBarStarts,
} from '../../../../server/operator/sync-correction';
import { type SyncMap, SyncMapSchema } from '../../../../src/core/contract/edition-format';

const BASE = SyncMapSchema.parse(
  JSON.parse(readFileSync('content/editions/10001/1.1.0/sync/part0.json', 'utf8')),
) as SyncMap;
const STARTS = BASE.bars.map((bar) => bar.startMs);
const moved = (index: number, ms: number) => STARTS.map((t, i) => (i === index ? ms : t));

describe('corrected bar starts', () => {
  it('accepts the map as it is and a bar moved between its neighbours', () => {
    expect(barStartProblems(BASE, STARTS)).toEqual([]);
    expect(barStartProblems(BASE, moved(11, STARTS[11]! + 400))).toEqual([]);
  });

  it('refuses a map that is not monotonic, with the bar named', () => {
    const [problem] = barStartProblems(BASE, moved(5, STARTS[3]!));
    expect(problem).toMatch(
      /bar 5 \(bar 6 of 17\) starts at 9382 ms, not at least 50 ms after bar 4 \(bar 5 of 17\) \(13018 ms\)/,
    );
    expect(barStartProblems(BASE, moved(5, STARTS[4]! + MIN_BAR_MS - 1))).toHaveLength(1);
  });

  it('refuses NaN, infinities, negative and huge times, and a bar missing or too many', () => {
    expect(barStartProblems(BASE, moved(3, Number.NaN))[0]).toMatch(/bar 3 .* has no time \(NaN\)/);
    expect(barStartProblems(BASE, moved(3, Number.POSITIVE_INFINITY))[0]).toMatch(/has no time/);
    expect(barStartProblems(BASE, moved(0, -5))[0]).toMatch(/before the recording/);
    expect(barStartProblems(BASE, moved(16, 1e300))[0]).toMatch(
      /starts at 1e\+300 ms, after the music of the recording ends \(66836 ms\)/,
    );
    expect(barStartProblems(BASE, STARTS.slice(1))).toEqual([
      'part 1: 16 bar starts for 17 bars; every bar needs one',
    ]);
    expect(barStartProblems(BASE, [...STARTS, 66000])[0]).toMatch(/18 bar starts for 17 bars/);
  });

  it('names at most five problems of a map that is wrong everywhere', () => {
    expect(
      barStartProblems(
        BASE,
        STARTS.map(() => 1000),
      ),
    ).toHaveLength(5);
  });
});

describe('the map with new bar starts', () => {
  it('moves the bar and the notes within it and before it, keeps the rest and the end', () => {
    const next = withBarStarts(BASE, moved(11, STARTS[11]! + 400));
    expect(SyncMapSchema.safeParse(next).success).toBe(true);
    expect(next.bars[11]!.startMs).toBe(STARTS[11]! + 400);
    expect(next.bars[10]!.endMs).toBe(STARTS[11]! + 400);
    expect(next.bars.map((b) => b.endMs).slice(11)).toEqual(BASE.bars.map((b) => b.endMs).slice(11));
    expect(next.durationMs).toBe(BASE.durationMs);
    expect(next.bars.slice(0, 10)).toEqual(BASE.bars.slice(0, 10));
    // Every note still starts in the bar it started in.
    const barOf = (map: SyncMap, ms: number) => map.bars.findIndex((b) => ms >= b.startMs && ms < b.endMs);
    for (const voice of ['soprano', 'alto', 'tenore', 'basso'] as const)
      for (const note of BASE.voices[voice]) {
        const after = next.voices[voice].find(
          (n) => n.id === note.id && Math.abs(n.startMs - note.startMs) < 1000,
        );
        expect(after, note.id).toBeDefined();
        expect(barOf(next, after!.startMs), note.id).toBe(barOf(BASE, note.startMs));
      }
  });

  it('maps times linearly between the knots, shifts before the first and after the last', () => {
    const warp = barWarp([1000, 2000], [1500, 2100], 3000);
    expect(warp(500)).toBe(750);
    expect(warp(1500)).toBe(1800);
    expect(warp(2500)).toBe(2550);
    expect(warp(3500)).toBe(3500);
    expect(barWarp([0, 1000], [200, 1000], 2000)(-10)).toBe(190);
  });

  it('clips a map for the preview as the pipeline does', () => {
    const clipped = clipSync(BASE, 20000);
    expect(clipped.durationMs).toBe(20000);
    expect(clipped.bars.at(-1)!.endMs).toBe(20000);
    expect(clipped.bars.every((b) => b.startMs < 20000)).toBe(true);
    expect(
      Object.values(clipped.voices)
        .flat()
        .every((n) => n.endMs <= 20000),
    ).toBe(true);
  });
});
