// How close the audio's onsets must lie to a sync map: an edition's own rendition against its exact
// map, an import's recording against the map aligned to it (decision 0071).
import { describe, expect, it } from 'vitest';
import { type AudioCheck, onsetVerdict } from '../../../../content/pipeline/verify';

const check = (matched: number, near: number, medianAbsMs: number, maxAbsMs = 120): AudioCheck => ({
  expected: 17,
  matched,
  near,
  medianAbsMs,
  maxAbsMs,
  medianSignedMs: 0,
});

describe('onset verdict', () => {
  it('holds a map made from the score to 60 ms', () => {
    expect(onsetVerdict(check(17, 17, 10, 21), 'exact')).toBe('ok');
    // a hymn sung "aahs" against its right aligned map
    expect(onsetVerdict(check(10, 14, 55), 'exact')).toBe('refuse');
  });

  it('shows an aligned map as close as a choir allows, for a look in the sync editor', () => {
    expect(onsetVerdict(check(17, 17, 10, 21), 'aligned')).toBe('ok');
    expect(onsetVerdict(check(10, 14, 55), 'aligned')).toBe('look');
  });

  it('refuses an aligned map grossly off the recording (a piano map 150 ms late)', () => {
    expect(onsetVerdict(check(0, 1, 119, 122), 'aligned')).toBe('refuse');
    expect(onsetVerdict(check(3, 7, 117, 122), 'aligned')).toBe('refuse');
  });
});
