import type { TopicArt } from '../contract/api';

/** Which start-page list a non-SE topic goes to by its position modulo 4 (requirements R2.25): 0->1, 1->2, 2->3, 3->2. */
const LIST_OF_POSITION = [0, 1, 2, 1] as const;

export interface StartLists<T> {
  /** The three lists of non-SE topics. */
  lists: [T[], T[], T[]];
  /** "Singing in English" topics, shown apart with their own logo. */
  se: T[];
}

/**
 * Splits the topics for the start page: non-SE topics by their position among the non-SE topics
 * (in the given order), SE topics separately.
 */
export function startLists<T extends { art: TopicArt }>(topics: readonly T[]): StartLists<T> {
  const result: StartLists<T> = { lists: [[], [], []], se: [] };
  let position = 0;
  for (const topic of topics) {
    if (topic.art === 'SE') {
      result.se.push(topic);
      continue;
    }
    result.lists[LIST_OF_POSITION[position % 4]!].push(topic);
    position++;
  }
  return result;
}
