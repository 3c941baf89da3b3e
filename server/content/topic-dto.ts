import type { TopicDto } from '../../src/core/contract/api';
import type { CourseTopic } from './course';

/**
 * A course topic as `GET /api/topics` sends it: texts in de and en, `access` by the user's
 * licensed arts. Pure (no I/O), so test fixtures in Node and in the browser use it too.
 */
export function toTopicDto(topic: CourseTopic, arts: Set<string>): TopicDto {
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
        // The lesson text is what the licence buys: locked elements carry only their teaser.
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
