import { describe, expect, it } from 'vitest';
import { barOfQuery, playerBarPath } from '../../../src/core/routing/player-bar';

describe('the player opened at a bar (?bar=)', () => {
  it('reads a whole bar number as the sync map labels it', () => {
    expect(barOfQuery('?bar=5')).toBe('5');
    expect(barOfQuery('?bar=0')).toBe('0');
    expect(barOfQuery('?voice=alto&bar=012')).toBe('12');
  });

  it('ignores anything else: the work opens as usual', () => {
    for (const search of [
      '',
      '?bar=',
      '?bar=-3',
      '?bar=2.5',
      '?bar=abc',
      '?bar=5x',
      '?bar=12345',
      '?bar=1e3',
    ])
      expect(barOfQuery(search), search).toBeNull();
  });

  it("builds the player's address at a bar in the given locale", () => {
    expect(playerBarPath('de', '10001', 12)).toBe('/de/player/10001?bar=12');
    expect(barOfQuery(new URL(playerBarPath('en', '10003', 9), 'http://x').search)).toBe('9');
  });
});
