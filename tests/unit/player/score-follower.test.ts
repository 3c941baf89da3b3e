import { describe, expect, it } from 'vitest';
import { CLOCK_INTERVAL_MS, createScoreFollower } from '../../../src/core/player/score-follower';
import type { SyncMap } from '../../../src/core/score/manifest';

const bar = (index: number, startMs: number, endMs: number) => ({
  index,
  measureId: `m${index}`,
  n: String(index + 1),
  page: 1,
  startMs,
  endMs,
});

const sync: SyncMap = {
  version: 1,
  part: 0,
  durationMs: 3000,
  bars: [bar(0, 0, 1000), bar(1, 1000, 2000), bar(2, 2000, 3000)],
  voices: { soprano: [], alto: [], tenore: [], basso: [] },
};

function follower() {
  const marked: (number | null)[] = [];
  const score = createScoreFollower({
    sync: () => sync,
    settings: () => ({ voice: '', showHighlighter: true, lookahead: 0 }),
    presenter: () => ({
      mark: (highlight) => marked.push(highlight?.barIndex ?? null),
      renderNow: (update) => update(),
    }),
  });
  return { score, marked };
}

describe('score follower', () => {
  it('leaves the clock of the controls to the frame after one that moves the highlight', () => {
    const { score, marked } = follower();
    score.show(900);
    expect(score.clock.value).toBe(900);
    // A bar change in a frame, the clock due as well: only the highlight moves in this frame.
    score.show(900 + CLOCK_INTERVAL_MS + 10, false, true);
    expect(marked).toEqual([0, 1]);
    expect(score.clock.value).toBe(900);
    // The next frame, with the same bar, renders the clock.
    score.show(900 + CLOCK_INTERVAL_MS + 27, false, true);
    expect(marked).toEqual([0, 1]);
    expect(score.clock.value).toBe(900 + CLOCK_INTERVAL_MS + 27);
  });

  it('moves the clock with the highlight outside a frame (a seek) and when forced', () => {
    const { score } = follower();
    score.show(500);
    score.show(1500);
    expect(score.clock.value).toBe(1500);
    score.show(2500, true, true);
    expect(score.clock.value).toBe(2500);
  });
});
