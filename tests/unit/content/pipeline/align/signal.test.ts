// Halving the sample rate (the pipeline's 44.1 kHz renders to the alignment's 11.025 kHz): what
// stays below the new Nyquist frequency passes, what lies above it is filtered, not folded back.
import { describe, expect, it } from 'vitest';
import { halveRate } from '../../../../../content/pipeline/align/signal';

const tone = (hz: number, rate: number, n: number) =>
  Float32Array.from({ length: n }, (_, i) => Math.sin((2 * Math.PI * hz * i) / rate));
const rms = (x: Float32Array, from: number, to: number) => {
  let s = 0;
  for (let i = from; i < to; i++) s += x[i]! ** 2;
  return Math.sqrt(s / (to - from));
};

describe('halveRate', () => {
  it('passes a tone well below the new Nyquist frequency and removes one above it', () => {
    const n = 4410;
    const low = halveRate(tone(1000, 44100, n));
    const high = halveRate(tone(15000, 44100, n));
    expect(low.length).toBe(n / 2);
    // away from the ends (the filter's 15 taps each side see zeros there)
    expect(rms(low, 100, n / 2 - 100)).toBeCloseTo(Math.SQRT1_2, 2);
    expect(rms(high, 100, n / 2 - 100)).toBeLessThan(0.01);
  });

  it('treats the ends as silence beyond them', () => {
    const x = new Float32Array(64).fill(1);
    const y = halveRate(x);
    expect(y[16]).toBeCloseTo(1, 5);
    // the centre tap (half the filter's weight) and the taps after it (a quarter) see the signal
    expect(y[0]).toBeCloseTo(0.75, 1);
  });
});
