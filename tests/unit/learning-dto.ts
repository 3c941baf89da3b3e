/** The course files as the API sends them (pure: usable in Node and in browser tests). */
import type { CourseTopic } from '../../server/content/course';
import type { TopicArt, TopicDto } from '../../src/core/contract/api';

/** Like `GET /api/topics`: texts in de and en, `access` by licence arts, no body for locked elements. */
export function courseToTopics(
  topics: readonly CourseTopic[],
  arts: readonly TopicArt[] = ['CC', 'SE'],
): TopicDto[] {
  const licensed = new Set<string>(arts);
  return [...topics].sort((a, b) => a.topicId - b.topicId).map((topic) => toDto(topic, licensed));
}

function toDto(topic: CourseTopic, arts: Set<string>): TopicDto {
  const licensed = arts.has(topic.art);
  return {
    topicId: topic.topicId,
    id: topic.topicId,
    headline: topic.headline,
    description: topic.description,
    art: topic.art,
    modules: topic.modules.map((module) => ({
      moduleId: module.moduleId,
      headline: module.headline,
      description: module.description,
      learnElements: module.learnElements.map((element) => ({
        learnElementId: element.learnElementId,
        moduleId: module.moduleId,
        topicId: topic.topicId,
        type: element.type,
        headline: element.headline,
        description: element.description,
        body: licensed || element.preview ? element.body : { de: '', en: '' },
        preview: element.preview === true,
        access: licensed || element.preview === true,
        ...(element.video ? { video: element.video } : {}),
        ...(element.example ? { example: element.example } : {}),
        keywords: element.keywords,
      })),
    })),
  };
}
