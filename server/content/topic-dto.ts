import type { L10n, TopicDto } from '../../src/core/contract/api';
import type { CourseElement, CourseTopic } from './course';

/** A content language to keep; the others' texts are sent empty (the shape stays the same). */
export type TextLanguage = keyof L10n;

type Keywords = CourseElement['keywords'];

/**
 * One language of a text, the others empty; French keeps English where it has no text of its own
 * (the client reads English then).
 */
function onlyIn<T>(language: TextLanguage, value: { de: T; en: T; fr?: T }, empty: T) {
  const french = language === 'fr' && value.fr !== undefined;
  return {
    de: language === 'de' ? value.de : empty,
    en: language === 'en' || (language === 'fr' && !french) ? value.en : empty,
    ...(french ? { fr: value.fr as T } : {}),
  };
}

/** What a topic's response leaves out: `bodies`, the lesson texts (the list's outline, `?bodies=none`). */
export interface TopicDtoOptions {
  language?: TextLanguage | undefined;
  withoutBodies?: boolean;
}

/**
 * A course topic as `GET /api/topics` sends it: texts in de and en (or only in `language`), `access`
 * by the user's licensed arts. Pure (no I/O), so test fixtures in Node and in the browser use it too.
 */
export function toTopicDto(
  topic: CourseTopic,
  arts: ReadonlySet<string>,
  { language, withoutBodies = false }: TopicDtoOptions = {},
): TopicDto {
  const licensed = arts.has(topic.art);
  const text = language ? (value: L10n): L10n => onlyIn(language, value, '') : (value: L10n) => value;
  const words = language ? (value: Keywords) => onlyIn(language, value, []) : (value: Keywords) => value;
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
        body: (licensed || element.preview) && !withoutBodies ? text(element.body) : { de: '', en: '' },
        preview: element.preview === true,
        access: licensed || element.preview === true,
        ...(element.video ? { video: element.video } : {}),
        ...(element.example ? { example: element.example } : {}),
        keywords: words(element.keywords),
      })),
    })),
  };
}
