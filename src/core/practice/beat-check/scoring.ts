/**
 * How the conductor's beats land against the metronome's clicks: per beat early (-) or late (+) in
 * ms, the average and spread, the drift over the exercise, and which beats of the bar are late or
 * early on average. Both sides on the audio clock (see clock.ts).
 */

export interface Click {
  /** Audio clock, s. */
  time: number;
  /** 0-based beat in the bar. */
  beat: number;
}

export interface BeatResult {
  click: number;
  beat: number;
  ictus: number;
  /** ictus - click in ms: positive is late. */
  offsetMs: number;
}

export interface BeatOfBar {
  /** 0-based. */
  beat: number;
  count: number;
  meanMs: number;
}

export interface BeatCheckScore {
  results: BeatResult[];
  /** Clicks without a beat of the conductor near them. */
  missed: number;
  /** Beats of the conductor with no click near them. */
  extra: number;
  meanMs: number;
  /** Standard deviation of the offsets. */
  spreadMs: number;
  /** How much later (+) or earlier (-) each bar lands than the one before: dragging or rushing. */
  driftMsPerBar: number;
  perBeat: BeatOfBar[];
  /** Beats of the bar off by at least OFF_BEAT_MS on average (most off first). */
  offBeats: BeatOfBar[];
}

/** A beat of the bar this far from the click on average is worth telling. */
export const OFF_BEAT_MS = 30;

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Matches each click with the nearest beat within half a beat and sums up. */
export function scoreBeats(
  ictusTimes: readonly number[],
  clicks: readonly Click[],
  beatsPerBar: number,
): BeatCheckScore {
  const results: BeatResult[] = [];
  const used = new Set<number>();
  clicks.forEach((click, i) => {
    const neighbour = clicks[i + 1] ?? clicks[i - 1];
    const window = neighbour ? Math.abs(neighbour.time - click.time) / 2 : 0.5;
    let best = -1;
    for (let k = 0; k < ictusTimes.length; k++) {
      const distance = Math.abs(ictusTimes[k]! - click.time);
      if (used.has(k) || distance >= window) continue;
      if (best < 0 || distance < Math.abs(ictusTimes[best]! - click.time)) best = k;
    }
    if (best < 0) return;
    used.add(best);
    results.push({
      click: click.time,
      beat: click.beat,
      ictus: ictusTimes[best]!,
      offsetMs: (ictusTimes[best]! - click.time) * 1000,
    });
  });

  const offsets = results.map((r) => r.offsetMs);
  const meanMs = mean(offsets);
  const spreadMs = Math.sqrt(mean(offsets.map((o) => (o - meanMs) ** 2)));

  // Least-squares slope of the offset over time, scaled to one bar.
  const times = results.map((r) => r.click);
  const meanT = mean(times);
  let covariance = 0;
  let variance = 0;
  results.forEach((r) => {
    covariance += (r.click - meanT) * (r.offsetMs - meanMs);
    variance += (r.click - meanT) ** 2;
  });
  const first = clicks[0];
  const beatS = clicks.length > 1 ? (clicks[clicks.length - 1]!.time - first!.time) / (clicks.length - 1) : 0;
  const driftMsPerBar = variance > 0 ? (covariance / variance) * beatS * beatsPerBar : 0;

  const perBeat: BeatOfBar[] = [];
  for (let beat = 0; beat < beatsPerBar; beat++) {
    const ofBeat = results.filter((r) => r.beat === beat).map((r) => r.offsetMs);
    if (ofBeat.length) perBeat.push({ beat, count: ofBeat.length, meanMs: mean(ofBeat) });
  }
  const offBeats = perBeat
    .filter((b) => b.count >= 2 && Math.abs(b.meanMs) >= OFF_BEAT_MS)
    .sort((a, b) => Math.abs(b.meanMs) - Math.abs(a.meanMs));

  return {
    results,
    missed: clicks.length - results.length,
    extra: ictusTimes.length - results.length,
    meanMs,
    spreadMs,
    driftMsPerBar,
    perBeat,
    offBeats,
  };
}
