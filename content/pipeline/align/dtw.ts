// Dynamic time warping under a band (the cells each row may use), and the multi-scale scheme of
// Müller et al.: the path found on coarse features bounds the search on finer ones, so a 3-minute
// piece needs a few million cells instead of hundreds of millions.

/** Allowed columns per row, inclusive: row i may use lo[i]..hi[i]. */
export interface Band {
  lo: Int32Array;
  hi: Int32Array;
}

/** The warping path from (0, 0) to (n - 1, m - 1): rows (reference frames) and columns (recording frames). */
export interface Path {
  i: Int32Array;
  j: Int32Array;
  /** accumulated cost */
  cost: number;
}

export function fullBand(n: number, m: number): Band {
  return { lo: new Int32Array(n), hi: new Int32Array(n).fill(m - 1) };
}

/**
 * How much of a cell's cost lingering may take off: about what a frame the recording holds matches
 * with costs. Taken off in proportion, a frame that matched badly (the next chord) cost as little on a
 * fermata's hold as on its own place, and a chord before a pause was spent on the hold before it.
 */
const LINGER_CAP = 0.25;

/**
 * Steps (1,0), (0,1), (1,1), each adding the cost of the cell it reaches (as in libfmp / Sync
 * Toolbox); a step (0,1) (the second sequence goes on, the first stays in row i) adds it less
 * `1 - linger[i]` of it (of at most LINGER_CAP) when given.
 */
export function dtw(
  cost: (i: number, j: number) => number,
  n: number,
  m: number,
  band = fullBand(n, m),
  linger?: Float32Array,
): Path {
  const { lo, hi } = band;
  if (lo[0] !== 0 || hi[n - 1] !== m - 1) throw new Error('band must contain both corners');
  const offset = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) offset[i + 1] = offset[i]! + (hi[i]! - lo[i]! + 1);
  const acc = new Float64Array(offset[n]!);
  const from = new Uint8Array(offset[n]!); // 0 start, 1 diagonal, 2 from the row above, 3 from the left
  const at = (i: number, j: number) =>
    i >= 0 && j >= lo[i]! && j <= hi[i]! ? acc[offset[i]! + j - lo[i]!]! : Number.POSITIVE_INFINITY;
  const INF = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    // this row's and the row above's bounds, read once a row (the cells are the warping's hot loop)
    const rowLo = lo[i]!;
    const rowHi = hi[i]!;
    const base = offset[i]! - rowLo;
    const upLo = i > 0 ? lo[i - 1]! : 1;
    const upHi = i > 0 ? hi[i - 1]! : 0;
    const upBase = i > 0 ? offset[i - 1]! - upLo : 0;
    const give = linger ? 1 - linger[i]! : 0;
    for (let j = rowLo; j <= rowHi; j++) {
      const k = base + j;
      const c = cost(i, j);
      if (i === 0 && j === 0) {
        acc[k] = c;
        continue;
      }
      const d = j - 1 >= upLo && j - 1 <= upHi ? acc[upBase + j - 1]! : INF;
      const u = j >= upLo && j <= upHi ? acc[upBase + j]! : INF;
      const l = (j > rowLo ? acc[k - 1]! : INF) + (linger ? c - give * Math.min(c, LINGER_CAP) : c);
      if (d <= u && c + d <= l) {
        acc[k] = c + d;
        from[k] = 1;
      } else if (c + u <= l) {
        acc[k] = c + u;
        from[k] = 2;
      } else {
        acc[k] = l;
        from[k] = 3;
      }
    }
  }
  const end = at(n - 1, m - 1);
  if (!Number.isFinite(end)) throw new Error('no path through the band');
  const is: number[] = [];
  const js: number[] = [];
  let i = n - 1;
  let j = m - 1;
  for (;;) {
    is.push(i);
    js.push(j);
    const f = from[offset[i]! + j - lo[i]!];
    if (f === 0) break;
    if (f === 1) {
      i--;
      j--;
    } else if (f === 2) i--;
    else j--;
  }
  return { i: Int32Array.from(is.reverse()), j: Int32Array.from(js.reverse()), cost: end };
}

/**
 * The band on a level `factor` times finer than `path`'s: every fine cell under a coarse path cell,
 * widened by `radius` fine cells in both directions.
 */
export function bandAround(path: Path, factor: number, n: number, m: number, radius: number): Band {
  const lo = new Int32Array(n).fill(m);
  const hi = new Int32Array(n).fill(-1);
  for (let k = 0; k < path.i.length; k++) {
    const r0 = Math.max(0, path.i[k]! * factor - radius);
    const r1 = Math.min(n - 1, (path.i[k]! + 1) * factor - 1 + radius);
    const c0 = Math.max(0, path.j[k]! * factor - radius);
    const c1 = Math.min(m - 1, (path.j[k]! + 1) * factor - 1 + radius);
    for (let r = r0; r <= r1; r++) {
      if (c0 < lo[r]!) lo[r] = c0;
      if (c1 > hi[r]!) hi[r] = c1;
    }
  }
  lo[0] = 0;
  hi[n - 1] = m - 1;
  for (let r = 1; r < n; r++) if (lo[r]! < lo[r - 1]!) lo[r] = lo[r - 1]!; // monotone: a path can pass
  for (let r = n - 2; r >= 0; r--) if (hi[r]! > hi[r + 1]!) hi[r] = hi[r + 1]!;
  for (let r = 0; r < n; r++) if (hi[r]! < lo[r]!) hi[r] = lo[r]!;
  return { lo, hi };
}
