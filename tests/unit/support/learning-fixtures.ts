/** Shared test data of the learning and search tests: the real course as the API sends it. */
import path from 'node:path';
import { loadCourse } from '../../../server/content/course';
import type { LearnElementType, TopicArt, TopicDto } from '../../../src/core/contract/api';
import { courseToTopics } from './learning-dto';

export const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../content');

/** The real course as `GET /api/topics` answers it, with access for the given licence arts. */
export function realTopics(arts: TopicArt[] = ['CC', 'SE']): TopicDto[] {
  return courseToTopics(loadCourse(CONTENT_DIR).topics, arts);
}

/** A small made-up course: `shape[t][m]` is the number of elements of module m of topic t. */
export function smallCourse(shape: number[][], arts: TopicArt[] = []): TopicDto[] {
  const types: LearnElementType[] = ['text', 'video', 'exercise', 'musicalExample'];
  return shape.map((modules, topicId) => ({
    topicId,
    id: topicId,
    headline: { de: `Thema ${topicId}`, en: `Topic ${topicId}` },
    description: { de: `Beschreibung ${topicId}`, en: `Description ${topicId}` },
    art: arts[topicId] ?? 'CC',
    modules: modules.map((count, m) => {
      const moduleId = topicId * 10 + m + 1;
      return {
        moduleId,
        headline: { de: `Modul ${moduleId}`, en: `Module ${moduleId}` },
        description: { de: '', en: '' },
        learnElements: Array.from({ length: count }, (_, e) => ({
          learnElementId: moduleId * 10 + e + 1,
          moduleId,
          topicId,
          type: types[e % types.length]!,
          headline: { de: `Element ${moduleId * 10 + e + 1}`, en: `Element ${moduleId * 10 + e + 1}` },
          description: { de: '', en: '' },
          body: { de: '<p>x</p>', en: '<p>x</p>' },
          preview: false,
          access: true,
          keywords: { de: [], en: [] },
        })),
      };
    }),
  }));
}
