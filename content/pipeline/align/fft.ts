// A radix-2 FFT for the alignment's spectrogram (build time only, no dependencies).

/** Precomputed twiddles and bit reversal for one size; `power(frame)` gives |X[k]|² for k <= n/2. */
export function fftPlan(n: number) {
  if (n & (n - 1)) throw new Error(`FFT size ${n} is not a power of two`);
  const bits = Math.log2(n);
  const rev = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    rev[i] = r;
  }
  const cos = new Float64Array(n / 2);
  const sin = new Float64Array(n / 2);
  for (let i = 0; i < n / 2; i++) {
    cos[i] = Math.cos((2 * Math.PI * i) / n);
    sin[i] = -Math.sin((2 * Math.PI * i) / n);
  }
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  const out = new Float64Array(n / 2 + 1);
  return {
    size: n,
    /** |X[k]|² of a real frame of length n (k = 0..n/2); the returned array is reused. */
    power(frame: ArrayLike<number>): Float64Array {
      for (let i = 0; i < n; i++) {
        re[rev[i]!] = frame[i]!;
        im[rev[i]!] = 0;
      }
      for (let len = 2; len <= n; len <<= 1) {
        const half = len >> 1;
        const step = n / len;
        for (let s = 0; s < n; s += len)
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
      for (let k = 0; k <= n / 2; k++) out[k] = re[k]! * re[k]! + im[k]! * im[k]!;
      return out;
    },
  };
}
