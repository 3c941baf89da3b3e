import { createHash } from 'node:crypto';
import { buildSharedResponse, type SharedResponse } from '../http/shared-response';
import type { Course, CourseTopic } from './course';
import { type TextLanguage, toTopicDto } from './topic-dto';

/** What of the topics a response carries: every lesson text (`all`) or none (`none`, the outline). */
export type Bodies = 'all' | 'none';

/**
 * `GET /api/topics` and `GET /api/topics/{id}` are a few responses each: one per set of licensed arts
 * (none, CC, SE, both), text language (both, de, en, fr) and, for the list, with or without the
 * lesson texts. Each is built and compressed once per content version, then served as held bytes;
 * per request only the caller's arts are looked up.
 */
export function topicShapes(course: Course, serverVersion: string) {
  // The course is loaded once at start; the server version covers a change of the response's format.
  const contentVersion = createHash('sha256')
    .update(serverVersion)
    .update(JSON.stringify(course.topics))
    .digest('base64url')
    .slice(0, 16);
  const shapes = new Map<string, Promise<SharedResponse>>();

  /** The access level, never the user: everyone with the same arts shares the response and its tag. */
  function shared(key: string, arts: ReadonlySet<string>, build: (held: ReadonlySet<string>) => unknown) {
    const level = [...arts].sort().join('+') || 'none';
    const tag = `topics-${contentVersion}-${level}.${key}`;
    let shape = shapes.get(tag);
    if (!shape) {
      shape = buildSharedResponse(build(new Set(arts)), `"${tag}"`);
      shapes.set(tag, shape);
    }
    return shape;
  }

  return {
    contentVersion,
    /** The list; `none`: without the lesson texts (a topic's own response has them). */
    list(
      arts: ReadonlySet<string>,
      language?: TextLanguage,
      bodies: Bodies = 'all',
    ): Promise<SharedResponse> {
      const key = `${language ?? 'all'}${bodies === 'none' ? '.outline' : ''}`;
      return shared(key, arts, (held) =>
        course.topics.map((topic) => toTopicDto(topic, held, { language, withoutBodies: bodies === 'none' })),
      );
    },
    /** One topic with its lesson texts. */
    topic(topic: CourseTopic, arts: ReadonlySet<string>, language?: TextLanguage): Promise<SharedResponse> {
      return shared(`${language ?? 'all'}.topic-${topic.topicId}`, arts, (held) =>
        toTopicDto(topic, held, { language }),
      );
    },
  };
}
