/** The course files as the API sends them (pure: usable in Node and in browser tests). */
import type { CourseTopic } from '../../../server/content/course';
import { toTopicDto } from '../../../server/content/topic-dto';
import type { TopicArt, TopicDto } from '../../../src/core/contract/api';

/** Like `GET /api/topics`: texts in de and en, `access` by licence arts, no body for locked elements. */
export function courseToTopics(
  topics: readonly CourseTopic[],
  arts: readonly TopicArt[] = ['CC', 'SE'],
): TopicDto[] {
  const licensed = new Set<string>(arts);
  return [...topics].sort((a, b) => a.topicId - b.topicId).map((topic) => toTopicDto(topic, licensed));
}
