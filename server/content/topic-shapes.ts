import { createHash } from 'node:crypto';
import { buildSharedAnswer, type SharedAnswer } from '../http/shared-answer';
import type { Course } from './course';
import { type TextLanguage, toTopicDto } from './topic-dto';

/**
 * `GET /api/topics` is one of a few answers: one per set of licensed arts (none, CC, SE, both) and
 * text language (both, de, en). Each is built and compressed once per content version, then served
 * as kept bytes; per request only the caller's arts are looked up.
 */
export function topicShapes(course: Course, serverVersion: string) {
  // The course is loaded once at start; the server version covers a change of the answer's format.
  const contentVersion = createHash('sha256')
    .update(serverVersion)
    .update(JSON.stringify(course.topics))
    .digest('base64url')
    .slice(0, 16);
  const shapes = new Map<string, Promise<SharedAnswer>>();

  return {
    contentVersion,
    answer(arts: ReadonlySet<string>, language?: TextLanguage): Promise<SharedAnswer> {
      // The access level, never the user: everyone with the same arts shares the answer and its tag.
      const level = [...arts].sort().join('+') || 'none';
      const key = `${level}.${language ?? 'all'}`;
      let shape = shapes.get(key);
      if (!shape) {
        const held = new Set(arts);
        const topics = course.topics.map((topic) => toTopicDto(topic, held, language));
        shape = buildSharedAnswer(topics, `"topics-${contentVersion}-${key}"`);
        shapes.set(key, shape);
      }
      return shape;
    },
  };
}
