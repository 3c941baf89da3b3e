import { signal } from '@preact/signals-core';
import type { TopicDto } from '../contract/api';
import { createThrottle } from '../util/throttle';
import { type Persistence, STORAGE_KEYS } from './persistence';

export const TOPICS_THROTTLE_MS = 3_600_000;

/** Topics state of SPEC §3 (search lists and start-page lists are derived elsewhere). */
export function createTopicsStore(persistence: Persistence, now: () => number) {
  const throttle = createThrottle(TOPICS_THROTTLE_MS, now);
  const filteredList = signal<number[]>(persistence.read(STORAGE_KEYS.filteredList, []));
  const list = signal<TopicDto[]>([]);
  const licenceWarningDismissedAt = signal<number | null>(null);
  return {
    list,
    loading: signal(false),
    throttle,
    /** The stored filtered list (search results), persisted (SPEC §4). */
    filteredList,
    /**
     * Time of the last licence-warning dismissal. Deliberately in memory only: SPEC §4 lists every
     * part that is written to storage, and this one is not among them.
     */
    licenceWarningDismissedAt,
    /** Sign-out: the list (it carries the user's lesson texts), their search results and dismissal go. */
    resetForUser() {
      list.value = [];
      filteredList.value = [];
      licenceWarningDismissedAt.value = null;
    },
    setFilteredList(ids: number[]) {
      filteredList.value = ids;
      persistence.write(STORAGE_KEYS.filteredList, ids);
    },
  };
}

export type TopicsStore = ReturnType<typeof createTopicsStore>;
