/** Limits of one concert programme (issue 39), shared by the contract and the client: a concert's list, never a library. */
export const PROGRAMME_LIMITS = {
  name: 120,
  notes: 2000,
  items: 60,
  /** Ids of removed items kept for merging two devices' lists; the oldest go first. */
  removedItems: 300,
  /** Programmes per user. */
  perUser: 100,
} as const;
