import type { Locale } from '../contract/api';
import { pathFor } from '../routing/routes';

/** App path of a learning element. */
export function elementPath(
  locale: Locale,
  element: { topicId: number; moduleId: number; learnElementId: number },
): string {
  return pathFor('learnElement', locale, {
    topicId: String(element.topicId),
    moduleId: String(element.moduleId),
    learnElementId: String(element.learnElementId),
  });
}

/** App path of a topic page, or of the topic selection without an id. */
export function topicPath(locale: Locale, topicId?: number): string {
  return topicId === undefined
    ? pathFor('topic', locale)
    : pathFor('topic', locale, { topicId: String(topicId) });
}

/** The search page with a query. */
export function searchPath(locale: Locale, query: string): string {
  return `${pathFor('search', locale)}?q=${encodeURIComponent(query)}`;
}

/** The practice tools page (a route of the app shell). */
export function toolsPath(locale: Locale): string {
  return `/${locale}/tools`;
}
