import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLOCK_INTERVAL_MS, createScoreFollower } from '../../../src/core/player/score-follower';
import type { SyncMap } from '../../../src/core/score/manifest';

/** "Nun danket alle Gott" (10001): a one-beat pickup, then bars of 4/4 at 66 bpm. */
const sync = JSON.parse(readFileSync('content/editions/10001/1.1.0/sync/part0.json', 'utf8')) as SyncMap;
/** The start of bar 1, after the pickup. */
const barOne = sync.bars[1]!.startMs;

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
    const before = barOne - 10;
    score.show(before);
    expect(score.clock.value).toBe(before);
    // A bar change in a frame, the clock due as well: only the highlight moves in this frame.
    score.show(before + CLOCK_INTERVAL_MS + 10, false, true);
    expect(marked).toEqual([0, 1]);
    expect(score.clock.value).toBe(before);
    // The next frame, with the same bar, renders the clock.
    score.show(before + CLOCK_INTERVAL_MS + 27, false, true);
    expect(marked).toEqual([0, 1]);
    expect(score.clock.value).toBe(before + CLOCK_INTERVAL_MS + 27);
  });

  it('moves the clock with the highlight outside a frame (a seek) and when forced', () => {
    const { score } = follower();
    score.show(barOne - 500);
    score.show(barOne + 500);
    expect(score.clock.value).toBe(barOne + 500);
    score.show(barOne + 1000, true, true);
    expect(score.clock.value).toBe(barOne + 1000);
  });
});
