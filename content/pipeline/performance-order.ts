// Repeats unrolled: verovio times the score in written order (expandNever), so the pipeline works out
// which measures are played in which order itself.

/** Performance order (indices into measures) for repeats with optional numbered endings. */
export function performanceOrder(
  ms: { rptStart: boolean; rptEnd: boolean; ending: string | null }[],
): number[] {
  const out: number[] = [];
  const inEnding = (e: string, pass: number) =>
    e.split(/[,\s]+/).some((part) => {
      const [a, b] = part.split('-').map(Number);
      return b ? pass >= a! && pass <= b : pass === a;
    });
  let i = 0;
  let pass = 1;
  let start = 0;
  let guard = 0;
  while (i < ms.length) {
    if (++guard > 10000) throw new Error('repeat structure does not terminate');
    const m = ms[i]!;
    if (m.rptStart && i !== start && !m.ending) {
      start = i;
      pass = 1;
    }
    if (m.ending) {
      if (!inEnding(m.ending, pass)) {
        i++;
        continue;
      }
    } else if (pass > 1 && i > 0 && ms[i - 1]!.ending) {
      pass = 1;
      start = i;
    }
    out.push(i);
    if (m.rptEnd && pass < 2) {
      pass++;
      i = start;
      continue;
    }
    if (m.rptEnd && !m.ending) {
      pass = 1;
      start = i + 1;
    }
    i++;
  }
  return out;
}
