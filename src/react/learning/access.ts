import { topicElements } from '../../core/learning/course-index';
import type { LocalTopic } from '../../core/learning/localise';

/** How much of a topic the user may open: all of it, only its free preview, or nothing. */
export type TopicAccess = 'full' | 'preview' | 'locked';

export function topicAccess(topic: LocalTopic): TopicAccess {
  const elements = topicElements(topic);
  if (elements.every((element) => element.access)) return 'full';
  return elements.some((element) => element.access) ? 'preview' : 'locked';
}
