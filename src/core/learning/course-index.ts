import type { Language, TopicDto } from '../contract/api';
import { type LocalElement, type LocalModule, type LocalTopic, localiseTopic } from './localise';

/** Where one learning element sits in the course. */
export interface ElementPlace {
  element: LocalElement;
  module: LocalModule;
  topic: LocalTopic;
  /** Position in course order (topic, module, element). */
  index: number;
}

/** The course in one language: topics in order, every element in course order, lookups by id. */
export interface CourseIndex {
  language: Language;
  topics: LocalTopic[];
  elements: LocalElement[];
  place(learnElementId: number): ElementPlace | undefined;
  topic(topicId: number): LocalTopic | undefined;
}

export function buildCourseIndex(dtos: readonly TopicDto[], language: Language): CourseIndex {
  const topics = [...dtos].sort((a, b) => a.topicId - b.topicId).map((t) => localiseTopic(t, language));
  const elements: LocalElement[] = [];
  const places = new Map<number, ElementPlace>();
  for (const topic of topics) {
    for (const module of topic.modules) {
      for (const element of module.learnElements) {
        places.set(element.learnElementId, { element, module, topic, index: elements.length });
        elements.push(element);
      }
    }
  }
  const byTopic = new Map(topics.map((topic) => [topic.topicId, topic]));
  return {
    language,
    topics,
    elements,
    place: (id) => places.get(id),
    topic: (id) => byTopic.get(id),
  };
}

/** The neighbours of an element: slides run through the whole course, topics by their order. */
export interface Neighbours {
  previousSlide: LocalElement | null;
  nextSlide: LocalElement | null;
  previousTopic: LocalTopic | null;
  nextTopic: LocalTopic | null;
}

export function neighbours(course: CourseIndex, learnElementId: number): Neighbours {
  const place = course.place(learnElementId);
  if (!place) return { previousSlide: null, nextSlide: null, previousTopic: null, nextTopic: null };
  return {
    previousSlide: course.elements[place.index - 1] ?? null,
    nextSlide: course.elements[place.index + 1] ?? null,
    ...topicNeighbours(course, place.topic.topicId),
  };
}

export function topicNeighbours(
  course: CourseIndex,
  topicId: number,
): { previousTopic: LocalTopic | null; nextTopic: LocalTopic | null } {
  const index = course.topics.findIndex((topic) => topic.topicId === topicId);
  if (index < 0) return { previousTopic: null, nextTopic: null };
  return { previousTopic: course.topics[index - 1] ?? null, nextTopic: course.topics[index + 1] ?? null };
}

/** Every element of a topic in course order. */
export function topicElements(topic: LocalTopic): LocalElement[] {
  return topic.modules.flatMap((module) => module.learnElements);
}

/** The free preview elements (the first lesson of topic 0). */
export function previewElements(course: CourseIndex): LocalElement[] {
  return course.elements.filter((element) => element.preview);
}
