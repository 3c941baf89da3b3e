// Score times with no evidence in a sustained timbre (issue 42, decision 0062): a chord struck again
// with no new pitch class is placed by the tempo between the onsets around it that can be heard.
import { describe, expect, it } from 'vitest';
import { byHeardOnsets, heardOnsets, MAX_GAP_MS } from '../../../../../content/pipeline/align/unheard';
import { chord, RESTRUCK, restruckLate } from '../../../support/chords';

const notes = RESTRUCK;
const warped = restruckLate;
const sounding = new Uint8Array(600);

describe('heardOnsets', () => {
  it('keeps the onsets that bring a pitch class not sounding just before', () => {
    expect(heardOnsets(notes)).toEqual([0, 2000, 3000]);
  });

  it('does not hear a passing note too short for a swell to rise (decision 0073)', () => {
    // C major; a 150 ms passing D in the top voice; E again (a new rise); F major
    const passing = [
      ...chord([48, 55], 0, 2000),
      ...chord([64], 0, 1000),
      ...chord([62], 1000, 1150),
      ...chord([64], 1150, 2000),
      ...chord([53, 57, 65], 2000, 3000),
    ];
    expect(heardOnsets(passing)).toEqual([0, 1150, 2000]);
  });

  it('hears a pitch struck again after it has ended (a rise from silence)', () => {
    const detached = [...chord([60], 0, 800), ...chord([60], 1000, 1800)];
    expect(heardOnsets(detached)).toEqual([0, 1000]);
  });
});

describe('byHeardOnsets', () => {
  it('puts a time between two heard onsets where the steady tempo between them does', () => {
    const times = byHeardOnsets(warped, { notes, holds: [] }, sounding);
    expect(times([0, 1000, 1500, 2000, 3000])).toEqual([500, 1500, 2000, 2500, 3500]);
  });

  it('follows a tempo that slows across the onsets around (a ritardando), not a straight line', () => {
    // C, F (struck again at 1500 ms with nothing new), C, F: 1000 ms apart in the score
    const alternating = [
      ...chord([48, 64, 67], 0, 1000),
      ...chord([53, 65, 69], 1000, 1500),
      ...chord([53, 65, 69], 1500, 2000),
      ...chord([48, 64, 67], 2000, 3000),
      ...chord([53, 65, 69], 3000, 4000),
    ];
    expect(heardOnsets(alternating)).toEqual([0, 1000, 2000, 3000]);
    const slowing = (t: number) => t + t ** 2 / 10_000; // 1725 ms at 1500; a straight line says 1750
    const path = (ms: number[]) => ms.map((t) => (t === 1500 ? 2000 : slowing(t)));
    const [at] = byHeardOnsets(path, { notes: alternating, holds: [] }, new Uint8Array(600))([1500]);
    expect(Math.abs(at! - slowing(1500))).toBeLessThan(2);
  });

  it('leaves the path across a fermata hold (held at will)', () => {
    const holds = [{ endMs: 1900, ms: 400 }];
    expect(byHeardOnsets(warped, { notes, holds }, sounding)([1000])).toEqual([1800]);
  });

  it('places a time after a fermata by the tempo from the onset that ends the hold', () => {
    // F major held, C major after the hold, C major struck again with nothing new, F major
    const afterHold = [
      ...chord([53, 65, 69], 0, 1000),
      ...chord([48, 64, 67], 1000, 2000),
      ...chord([48, 64, 67], 2000, 3000),
      ...chord([53, 65, 69], 3000, 4000),
    ];
    expect(heardOnsets(afterHold)).toEqual([0, 1000, 3000]);
    const path = (ms: number[]) => ms.map((t) => (t === 2000 ? 2300 : t) + 500);
    const holds = [{ endMs: 1000, ms: 400 }];
    expect(byHeardOnsets(path, { notes: afterHold, holds }, sounding)([2000])).toEqual([2500]);
  });

  it('leaves the path across a silence of the recording (a rest or a pause)', () => {
    const silent = new Uint8Array(600);
    silent.fill(1, 120, 160); // 1.2-1.6 s of the recording
    expect(byHeardOnsets(warped, { notes, holds: [] }, silent)([1000])).toEqual([1800]);
  });

  it('leaves the path between onsets too far apart to assume a steady tempo', () => {
    const slow = notes.map((n) => ({
      ...n,
      startMs: n.startMs * 4,
      endMs: n.endMs * 4,
    }));
    expect(2000 * 4).toBeGreaterThan(MAX_GAP_MS);
    const path = (ms: number[]) => ms.map((t) => (t === 4000 ? 4300 : t));
    expect(byHeardOnsets(path, { notes: slow, holds: [] }, new Uint8Array(2000))([4000])).toEqual([4300]);
  });
});
