// A real-input FFT for the alignment's spectrogram (build time only, no dependencies): the n real
// samples are packed as n/2 complex ones (even samples real, odd imaginary), transformed by an
// iterative radix-2 FFT of size n/2 and split into the n/2 + 1 bins of the real signal, about half
// the work of a complex FFT of size n.

/** Precomputed twiddles and bit reversal for one size; `power(frame)` gives |X[k]|² for k <= n/2. */
export function fftPlan(n: number) {
  if (n < 4 || n & (n - 1)) throw new Error(`FFT size ${n} is not a power of two >= 4`);
  const h = n / 2;
  const bits = Math.log2(h);
  const rev = new Uint32Array(h);
  for (let i = 0; i < h; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    rev[i] = r;
  }
  // twiddles of the half-size transform, and of the split (e^{-2πik/n}, k < n/2)
  const cos = new Float64Array(h / 2);
  const sin = new Float64Array(h / 2);
  for (let i = 0; i < h / 2; i++) {
    cos[i] = Math.cos((2 * Math.PI * i) / h);
    sin[i] = -Math.sin((2 * Math.PI * i) / h);
  }
  const splitCos = new Float64Array(h);
  const splitSin = new Float64Array(h);
  for (let k = 0; k < h; k++) {
    splitCos[k] = Math.cos((2 * Math.PI * k) / n);
    splitSin[k] = -Math.sin((2 * Math.PI * k) / n);
  }
  const re = new Float64Array(h);
  const im = new Float64Array(h);
  const out = new Float64Array(h + 1);
  return {
    size: n,
    /** |X[k]|² of a real frame of length n (k = 0..n/2); the returned array is reused. */
    power(frame: ArrayLike<number>): Float64Array {
      for (let i = 0; i < h; i++) {
        re[rev[i]!] = frame[2 * i]!;
        im[rev[i]!] = frame[2 * i + 1]!;
      }
      for (let len = 2; len <= h; len <<= 1) {
        const half = len >> 1;
        const step = h / len;
        for (let s = 0; s < h; s += len)
          for (let k = 0; k < half; k++) {
            const wr = cos[k * step]!;
            const wi = sin[k * step]!;
            const a = s + k;
            const b = a + half;
            const tr = re[b]! * wr - im[b]! * wi;
            const ti = re[b]! * wi + im[b]! * wr;
            re[b] = re[a]! - tr;
            im[b] = im[a]! - ti;
            re[a]! += tr;
            im[a]! += ti;
          }
      }
      // X[k] = E[k] + e^{-2πik/n} O[k], E = (Z[k] + conj Z[h-k]) / 2, O = (Z[k] - conj Z[h-k]) / 2i
      out[0] = (re[0]! + im[0]!) ** 2;
      out[h] = (re[0]! - im[0]!) ** 2;
      for (let k = 1; k < h; k++) {
        const ar = re[k]!;
        const ai = im[k]!;
        const br = re[h - k]!;
        const bi = -im[h - k]!;
        const er = (ar + br) / 2;
        const ei = (ai + bi) / 2;
        // (a - b) / 2i = (ai - bi) / 2 - i (ar - br) / 2
        const or = (ai - bi) / 2;
        const oi = -(ar - br) / 2;
        const wr = splitCos[k]!;
        const wi = splitSin[k]!;
        const xr = er + wr * or - wi * oi;
        const xi = ei + wr * oi + wi * or;
        out[k] = xr * xr + xi * xi;
      }
      return out;
    },
  };
}
