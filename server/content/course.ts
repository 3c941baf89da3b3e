import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { L10n, LearnElementType, TopicArt, VideoRef } from '../../src/core/contract/api';
import { log } from '../log';

/** The hand-written course format of `content/course/topic-NN.json` (see content/README.md). */
export interface CourseElement {
  learnElementId: number;
  type: LearnElementType;
  headline: L10n;
  description: L10n;
  body: L10n;
  video?: VideoRef;
  example?: string;
  keywords: { de: string[]; en: string[]; fr?: string[] };
  preview?: true;
}

export interface CourseModule {
  moduleId: number;
  headline: L10n;
  description: L10n;
  learnElements: CourseElement[];
}

export interface CourseTopic {
  topicId: number;
  art: TopicArt;
  headline: L10n;
  description: L10n;
  modules: CourseModule[];
}

export interface ElementLocation {
  topic: CourseTopic;
  module: CourseModule;
  element: CourseElement;
}

export interface Course {
  topics: CourseTopic[];
  topic(id: number): CourseTopic | undefined;
  element(learnElementId: number): ElementLocation | undefined;
}

export function loadCourse(contentDir: string): Course {
  const dir = path.join(contentDir, 'course');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => /^topic-\d+\.json$/.test(name));
  } catch {
    log.warn('No course content', { dir });
  }
  const topics = files
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CourseTopic)
    .sort((a, b) => a.topicId - b.topicId);
  const elements = new Map<number, ElementLocation>();
  for (const topic of topics) {
    for (const module of topic.modules) {
      for (const element of module.learnElements)
        elements.set(element.learnElementId, { topic, module, element });
    }
  }
  return {
    topics,
    topic: (id) => topics.find((t) => t.topicId === id),
    element: (id) => elements.get(id),
  };
}
