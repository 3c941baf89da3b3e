import { describe, expect, it } from 'vitest';
import { touchTurn } from '../../../src/core/player/score-gestures';

const BOX = { left: 100, width: 900 };
const at = (x: number, y: number, t: number) => ({ x, y, t });

describe('touch gestures on the score', () => {
  it('turn forwards with a swipe to the left and back with one to the right', () => {
    expect(touchTurn(at(700, 400, 0), at(520, 420, 200), BOX, true)).toBe(1);
    expect(touchTurn(at(400, 400, 0), at(560, 380, 200), BOX, true)).toBe(-1);
  });

  it('leave slow, short, steep swipes and a score that pans sideways to scrolling', () => {
    expect(touchTurn(at(700, 400, 0), at(520, 400, 1200), BOX, true)).toBeNull();
    expect(touchTurn(at(700, 400, 0), at(670, 400, 100), BOX, true)).toBeNull();
    expect(touchTurn(at(700, 400, 0), at(600, 250, 200), BOX, true)).toBeNull();
    expect(touchTurn(at(700, 400, 0), at(520, 400, 200), BOX, false)).toBeNull();
  });

  it('turn with a tap on the outer thirds; the middle third is an ordinary click', () => {
    expect(touchTurn(at(150, 400, 0), at(152, 403, 90), BOX, true)).toBe(-1);
    expect(touchTurn(at(950, 400, 0), at(950, 400, 90), BOX, false)).toBe(1);
    expect(touchTurn(at(550, 400, 0), at(550, 400, 90), BOX, true)).toBeNull();
    // A long press is no tap.
    expect(touchTurn(at(950, 400, 0), at(950, 400, 900), BOX, true)).toBeNull();
  });
});
