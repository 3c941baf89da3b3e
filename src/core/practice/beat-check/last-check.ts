/**
 * The last Beat check of each lesson, kept in the user's settings under `beatChecks` (learning
 * element id, or `tools` for the tools page, -> a few numbers of the take): it comes back on every
 * device of the account and leaves this browser with the account on sign-out, like the ticked
 * steps of an exercise. Nothing is kept for a visitor who is not signed in.
 */
import type { BeatCheckSummary } from '../../contract/api';
import { BEAT_CHECK_MAX_MS, MAX_BEAT_CHECKS } from '../../contract/constants';
import type { Core } from '../../core';
import type { BeatCheckScore } from './scoring';

/** Where the tools page (no lesson) keeps its last check. */
export const TOOLS_PAGE_KEY = 'tools';

/** The settings key of a lesson's checks; the tools page and a video without a lesson share `tools`. */
export function beatCheckKey(learnElementId?: number): string {
  return learnElementId === undefined ? TOOLS_PAGE_KEY : String(learnElementId);
}

const ms = (value: number) =>
  Math.max(-BEAT_CHECK_MAX_MS, Math.min(BEAT_CHECK_MAX_MS, Math.round(Number.isFinite(value) ? value : 0)));

/** What is kept of a take: whole milliseconds within the contract's bounds. */
export function summaryOf(score: BeatCheckScore, at: Date): BeatCheckSummary {
  return {
    at: at.toISOString(),
    beats: score.results.length,
    missed: score.missed,
    meanMs: ms(score.meanMs),
    spreadMs: Math.max(0, ms(score.spreadMs)),
    driftMsPerBar: ms(score.driftMsPerBar),
    offBeats: score.offBeats.slice(0, 12).map((beat) => ({ beat: beat.beat, meanMs: ms(beat.meanMs) })),
  };
}

type SettingsCore = Pick<Core, 'auth' | 'session'>;

/** The lesson's last check, if the signed-in user has one. */
export function lastBeatCheck(core: Pick<Core, 'auth'>, key: string): BeatCheckSummary | null {
  if (!core.auth.isLoggedIn.value) return null;
  return core.auth.settings.value.beatChecks?.[key] ?? null;
}

/**
 * Keeps a take as the lesson's last check (stored at once, sent when online). The oldest checks
 * give way beyond {@link MAX_BEAT_CHECKS}. Returns false for a visitor: nothing is kept.
 */
export function keepBeatCheck(core: SettingsCore, key: string, summary: BeatCheckSummary): boolean {
  if (!core.auth.isLoggedIn.value) return false;
  const entries = Object.entries({ ...core.auth.settings.value.beatChecks, [key]: summary })
    .sort(([, a], [, b]) => b.at.localeCompare(a.at))
    .slice(0, MAX_BEAT_CHECKS);
  core.session.updateSettings({ beatChecks: Object.fromEntries(entries) });
  return true;
}
