/** Chords as notes, and a progression with a chord struck again, for the alignment's unit tests. */

export const chord = (pitches: number[], startMs: number, endMs: number) =>
  pitches.map((pitch) => ({ pitch, startMs, endMs }));

/** C major, struck again at 1000 ms (legato, nothing new), F major at 2000 ms, C major at 3000 ms. */
export const RESTRUCK = [
  ...chord([48, 64, 67], 0, 1000),
  ...chord([48, 64, 67], 1000, 2000),
  ...chord([53, 65, 69], 2000, 3000),
  ...chord([48, 64, 67], 3000, 4000),
];

/** A path that put the chord struck again 300 ms late (as the warping does with no evidence), 500 ms in. */
export const restruckLate = (ms: number[]) => ms.map((t) => (t === 1000 ? 1300 : t) + 500);
