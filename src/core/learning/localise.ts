import type {
  Language,
  LearnElementDto,
  LearnElementType,
  ModuleDto,
  TopicArt,
  TopicDto,
  VideoRef,
} from '../contract/api';
import { localList, localText } from '../i18n/local-text';

export interface LocalElement {
  learnElementId: number;
  moduleId: number;
  topicId: number;
  type: LearnElementType;
  headline: string;
  description: string;
  /** Lesson HTML (unsanitised; empty for locked elements). */
  body: string;
  preview: boolean;
  access: boolean;
  video?: VideoRef;
  example?: string;
  keywords: string[];
}

export interface LocalModule {
  moduleId: number;
  topicId: number;
  headline: string;
  description: string;
  learnElements: LocalElement[];
}

export interface LocalTopic {
  topicId: number;
  art: TopicArt;
  headline: string;
  description: string;
  modules: LocalModule[];
}

export function localiseElement(element: LearnElementDto, language: Language): LocalElement {
  return {
    learnElementId: element.learnElementId,
    moduleId: element.moduleId,
    topicId: element.topicId,
    type: element.type,
    headline: localText(element.headline, language),
    description: localText(element.description, language),
    body: localText(element.body, language),
    preview: element.preview,
    access: element.access,
    ...(element.video ? { video: element.video } : {}),
    ...(element.example ? { example: element.example } : {}),
    keywords: localList(element.keywords, language),
  };
}

function localiseModule(module: ModuleDto, topicId: number, language: Language): LocalModule {
  return {
    moduleId: module.moduleId,
    topicId,
    headline: localText(module.headline, language),
    description: localText(module.description, language),
    learnElements: module.learnElements.map((element) => localiseElement(element, language)),
  };
}

/** A topic with every text in one language (fr -> en). */
export function localiseTopic(topic: TopicDto, language: Language): LocalTopic {
  return {
    topicId: topic.topicId,
    art: topic.art ?? 'CC',
    headline: localText(topic.headline, language),
    description: localText(topic.description, language),
    modules: topic.modules.map((module) => localiseModule(module, topic.topicId, language)),
  };
}
