import { describe, expect, it } from 'vitest';
import { METRES, metreTitle } from '../../../../content/videos/metres';

// The preparation, count-in and cut-off cues are the standard videos' (checked in course-media.test.ts).
const frenchTexts = METRES.flatMap((m) => [
  m.title.fr,
  m.unit.fr,
  ...m.bars.map((bar) => bar.fr),
  metreTitle(m, 180, 'fr'),
]);

describe('the fast and asymmetric metres of the practice videos', () => {
  it('group every count of the bar into conducted beats of one, two or three', () => {
    for (const m of METRES) {
      const counts = Number(m.signature.split('/')[0]);
      expect(
        m.groups.reduce((a, b) => a + b, 0),
        m.key,
      ).toBe(counts);
      expect(m.groups.length, m.key).toBeLessThanOrEqual(3);
    }
  });

  it('name the grouping in the key, each once', () => {
    expect(new Set(METRES.map((m) => m.key)).size).toBe(METRES.length);
    for (const m of METRES.filter((m) => m.groups.length > 1 && new Set(m.groups).size > 1)) {
      expect(m.key).toBe(m.groups.join(''));
    }
  });

  it('have a title in de, en and fr and four captions in de, en, fr and it', () => {
    for (const m of METRES) {
      expect(m.bars).toHaveLength(4);
      for (const text of [m.title, m.unit]) expect(Object.keys(text).sort()).toEqual(['de', 'en', 'fr']);
      for (const text of m.bars) expect(Object.keys(text).sort()).toEqual(['de', 'en', 'fr', 'it']);
      for (const text of [m.title, m.unit, ...m.bars])
        expect(Object.values(text).every((t) => t.length > 0)).toBe(true);
    }
  });

  it('write French with a no-break space before ! ? : ;', () => {
    for (const text of frenchTexts) expect(text).not.toMatch(/[^\u00a0][!?:;]/);
  });
});
