import { signal } from '@preact/signals-core';
import type { Language, TopicDto } from '../contract/api';
import { createThrottle } from '../util/throttle';
import { type Persistence, STORAGE_KEYS } from './persistence';

export const TOPICS_THROTTLE_MS = 3_600_000;

interface LicenceWarningDismissal {
  userId: string;
  at: number;
}

/** Topics state (requirements R3.13) (search lists and start-page lists are derived elsewhere). */
export function createTopicsStore(persistence: Persistence, now: () => number) {
  const throttle = createThrottle(TOPICS_THROTTLE_MS, now);
  const filteredList = signal<number[]>(persistence.read(STORAGE_KEYS.filteredList, []));
  const dismissal = signal<LicenceWarningDismissal | null>(
    persistence.read(STORAGE_KEYS.licenceWarningDismissed, null),
  );
  const list = signal<TopicDto[]>([]);
  return {
    list,
    /**
     * The language the last load asked for (null before the first): the list carries only that
     * language's texts, so another interface language needs its own load.
     */
    language: signal<Language | null>(null),
    loading: signal(false),
    /** The last load failed without a network and nothing was cached for offline use. */
    unavailableOffline: signal(false),
    throttle,
    /** The stored filtered list (search results), persisted (requirements R4.17). */
    filteredList,
    /**
     * The last licence-warning dismissal, per user and stored, so a reload keeps the 2-hour rule
     * (requirements R4.17 does not list it; see docs/decisions/0021-licence-warning-dismissal-stored.md).
     */
    licenceWarningDismissedAt(userId: string): number | null {
      return dismissal.value?.userId === userId ? dismissal.value.at : null;
    },
    dismissLicenceWarning(userId: string, at: number) {
      dismissal.value = { userId, at };
      persistence.write(STORAGE_KEYS.licenceWarningDismissed, dismissal.value);
    },
    /** Sign-out: the list (it carries what the user may open), their search results and dismissal go. */
    resetForUser() {
      list.value = [];
      filteredList.value = [];
      dismissal.value = null;
    },
    setFilteredList(ids: number[]) {
      filteredList.value = ids;
      persistence.write(STORAGE_KEYS.filteredList, ids);
    },
  };
}

export type TopicsStore = ReturnType<typeof createTopicsStore>;
