import type { L10n, TopicDto } from '../../src/core/contract/api';
import type { CourseTopic } from './course';

/** A content language to keep; the other one's texts are sent empty (the shape stays the same). */
export type TextLanguage = keyof L10n;

/**
 * A course topic as `GET /api/topics` sends it: texts in de and en (or only in `language`), `access`
 * by the user's licensed arts. Pure (no I/O), so test fixtures in Node and in the browser use it too.
 */
export function toTopicDto(topic: CourseTopic, arts: ReadonlySet<string>, language?: TextLanguage): TopicDto {
  const licensed = arts.has(topic.art);
  const text = language
    ? (value: L10n): L10n => ({
        de: language === 'de' ? value.de : '',
        en: language === 'en' ? value.en : '',
      })
    : (value: L10n) => value;
  const words = language
    ? (value: { de: string[]; en: string[] }) => ({
        de: language === 'de' ? value.de : [],
        en: language === 'en' ? value.en : [],
      })
    : (value: { de: string[]; en: string[] }) => value;
  return {
    topicId: topic.topicId,
    id: topic.topicId,
    headline: text(topic.headline),
    description: text(topic.description),
    art: topic.art,
    modules: topic.modules.map((module) => ({
      moduleId: module.moduleId,
      headline: text(module.headline),
      description: text(module.description),
      learnElements: module.learnElements.map((element) => ({
        learnElementId: element.learnElementId,
        moduleId: module.moduleId,
        topicId: topic.topicId,
        type: element.type,
        headline: text(element.headline),
        description: text(element.description),
        // The lesson text is what the licence buys: locked elements carry only their teaser.
        body: licensed || element.preview ? text(element.body) : { de: '', en: '' },
        preview: element.preview === true,
        access: licensed || element.preview === true,
        ...(element.video ? { video: element.video } : {}),
        ...(element.example ? { example: element.example } : {}),
        keywords: words(element.keywords),
      })),
    })),
  };
}
