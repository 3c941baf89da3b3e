import type { LearnElementMetadata } from '../contract/api';

export interface ProgressUpdate {
  learnElementId: number;
  learnElementProgress: number;
  maxProgress?: number;
  updatedAt?: string;
}

function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Merges one progress report into the metadata list (requirements R4.11): a new entry starts with
 * maxProgress equal to its progress; an existing one takes the new progress and keeps the highest
 * maxProgress ever seen. Returns a new list; the input is not changed.
 */
export function mergeProgress(
  list: readonly LearnElementMetadata[],
  update: ProgressUpdate,
): LearnElementMetadata[] {
  const progress = clampProgress(update.learnElementProgress);
  const reportedMax = clampProgress(update.maxProgress ?? progress);
  const index = list.findIndex((entry) => entry.learnElementId === update.learnElementId);
  if (index === -1) {
    return [
      ...list,
      {
        learnElementId: update.learnElementId,
        learnElementProgress: progress,
        maxProgress: Math.max(progress, reportedMax),
        updatedAt: update.updatedAt,
      },
    ];
  }
  const current = list[index]!;
  const merged: LearnElementMetadata = {
    learnElementId: current.learnElementId,
    learnElementProgress: progress,
    maxProgress: Math.max(current.maxProgress, progress, reportedMax),
    // The later time (ISO 8601 strings in `toISOString` form compare as text).
    updatedAt: (update.updatedAt ?? '') > (current.updatedAt ?? '') ? update.updatedAt : current.updatedAt,
  };
  return list.map((entry, i) => (i === index ? merged : entry));
}

/** Merges a whole list (e.g. loaded in bulk from the server) entry by entry. */
export function mergeMetadataLists(
  base: readonly LearnElementMetadata[],
  incoming: readonly LearnElementMetadata[],
): LearnElementMetadata[] {
  return incoming.reduce<LearnElementMetadata[]>((acc, entry) => mergeProgress(acc, entry), [...base]);
}
