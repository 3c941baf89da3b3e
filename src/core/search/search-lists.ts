import type { LearnElementType, TopicDto } from '../contract/api';
import { type ContentLanguage, localList, localText } from '../i18n/local-text';
import { STOP_WORDS, words } from './text';

/**
 * Names of the learning-element types as a user types them, in every content language (a German
 * user may well type "Video" or "exercise"). Multi-word names match word by word.
 */
export const TYPE_NAMES: Record<LearnElementType, readonly string[]> = {
  text: ['text', 'texte', 'texts', 'lesetext', 'reading', 'lecture'],
  video: ['video', 'videos', 'film', 'lehrvideo', 'übungsvideo', 'vidéo', 'vidéos'],
  exercise: ['übung', 'übungen', 'exercise', 'exercises', 'practice', 'exercice', 'exercices'],
  musicalExample: [
    'notenbeispiel',
    'notenbeispiele',
    'hörbeispiel',
    'musical example',
    'musical examples',
    'score',
    'exemple musical',
    'exemples musicaux',
    'partition',
  ],
};

/** How much a word counts by where it stands. */
export const FIELD_WEIGHTS = {
  headline: 3,
  keyword: 2.5,
  type: 3,
  description: 1,
  topic: 0.6,
} as const;

export type SearchField = keyof typeof FIELD_WEIGHTS;

export interface SearchDoc {
  learnElementId: number;
  topicId: number;
  moduleId: number;
  type: LearnElementType;
  /** Position in course order (ties rank in course order). */
  order: number;
}

/** A word of the list with the documents it occurs in (document index -> best field weight). */
export interface VocabularyWord {
  word: string;
  postings: Map<number, number>;
}

/** The search list of one language: documents and their deduplicated vocabulary. */
export interface SearchList {
  language: ContentLanguage;
  docs: SearchDoc[];
  vocabulary: VocabularyWord[];
}

/** Builds the search list of a language from the topics: headline, description, keywords, type names. */
export function buildSearchList(topics: readonly TopicDto[], language: ContentLanguage): SearchList {
  const docs: SearchDoc[] = [];
  const vocabulary = new Map<string, VocabularyWord>();
  // Texts that repeat for many elements (type names, topic headlines) are split once.
  const repeated = new Map<string, string[]>();
  const split = (text: string, field: SearchField) => {
    if (field !== 'type' && field !== 'topic') return words(text);
    let found = repeated.get(text);
    if (!found) {
      found = words(text);
      repeated.set(text, found);
    }
    return found;
  };
  const add = (text: string, field: SearchField, doc: number) => {
    const weight = FIELD_WEIGHTS[field];
    for (const word of split(text, field)) {
      if (STOP_WORDS.has(word)) continue;
      let entry = vocabulary.get(word);
      if (!entry) {
        entry = { word, postings: new Map() };
        vocabulary.set(word, entry);
      }
      if ((entry.postings.get(doc) ?? 0) < weight) entry.postings.set(doc, weight);
    }
  };
  for (const topic of [...topics].sort((a, b) => a.topicId - b.topicId)) {
    const topicHeadline = localText(topic.headline, language);
    for (const module of topic.modules) {
      for (const element of module.learnElements) {
        const doc = docs.length;
        docs.push({
          learnElementId: element.learnElementId,
          topicId: topic.topicId,
          moduleId: module.moduleId,
          type: element.type,
          order: doc,
        });
        add(localText(element.headline, language), 'headline', doc);
        add(localText(element.description, language), 'description', doc);
        add(localList(element.keywords, language).join(' '), 'keyword', doc);
        add(TYPE_NAMES[element.type].join(' '), 'type', doc);
        add(topicHeadline, 'topic', doc);
      }
    }
  }
  return { language, docs, vocabulary: [...vocabulary.values()] };
}
