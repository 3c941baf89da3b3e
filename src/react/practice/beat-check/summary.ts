import type { TFunction } from 'i18next';
import type { BeatCheckSummary } from '../../../core/contract/api';
import { formatDate } from '../../../core/format/date';
import type { BeatCheckScore } from '../../../core/practice/beat-check/scoring';

/** Drift smaller than this per bar is a steady tempo. */
const STEADY_MS_PER_BAR = 10;

/** "35 ms late", "12 ms early" or "on time". */
export function offsetText(t: TFunction, offsetMs: number): string {
  const ms = Math.round(Math.abs(offsetMs));
  if (ms < 5) return t('beatCheck.onTime');
  return offsetMs > 0 ? t('beatCheck.late', { ms }) : t('beatCheck.early', { ms });
}

/** The take's summary as sentences in the user's language. */
export function summaryLines(t: TFunction, score: BeatCheckScore): string[] {
  if (!score.results.length) return [t('beatCheck.summary.none')];
  const lines = [
    t('beatCheck.summary.mean', {
      value: offsetText(t, score.meanMs),
      spread: Math.round(score.spreadMs),
      count: score.results.length,
    }),
  ];
  const drift = Math.round(Math.abs(score.driftMsPerBar));
  if (drift < STEADY_MS_PER_BAR) lines.push(t('beatCheck.summary.steady'));
  else
    lines.push(
      t(score.driftMsPerBar > 0 ? 'beatCheck.summary.dragging' : 'beatCheck.summary.rushing', { ms: drift }),
    );
  for (const beat of score.offBeats) {
    lines.push(t('beatCheck.summary.offBeat', { beat: beat.beat + 1, value: offsetText(t, beat.meanMs) }));
  }
  if (score.missed) lines.push(t('beatCheck.summary.missed', { count: score.missed }));
  return lines;
}

/** A lesson's kept last check in one sentence: when, the average, the spread and the beats off. */
export function lastCheckText(t: TFunction, check: BeatCheckSummary): string {
  const parts = [
    t('beatCheck.lastCheck', {
      date: formatDate(check.at),
      value: offsetText(t, check.meanMs),
      spread: check.spreadMs,
      count: check.beats,
    }),
    ...check.offBeats.map((beat) =>
      t('beatCheck.summary.offBeat', { beat: beat.beat + 1, value: offsetText(t, beat.meanMs) }),
    ),
  ];
  return parts.join(' ');
}
