import type { Language, LearnElementType, TopicDto } from '../contract/api';
import { LANGUAGES } from '../contract/constants';
import { localList, localText } from '../i18n/local-text';
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

/**
 * The languages searched; a list's place here is its slot. A language without its own text reads
 * the next one's (French: English), as the screens show it.
 */
export const SEARCH_LANGUAGES: readonly Language[] = LANGUAGES;

/** Where a word occurs: document and language slot in one number (document × languages + slot). */
export function postingKey(doc: number, slot: number): number {
  return doc * SEARCH_LANGUAGES.length + slot;
}

/**
 * A word of the course with where it occurs: posting keys and, for each, the best field weight
 * there. One vocabulary for every language's list, so a query word is compared with each word once
 * however many lists have it.
 */
export interface VocabularyWord {
  word: string;
  keys: Int32Array;
  weights: Float64Array;
  /** The language slots the word occurs in, one bit each. */
  slots: number;
}

interface WordBeingBuilt {
  word: string;
  postings: Map<number, number>;
  slots: number;
}

/** The search lists of every language: documents and their deduplicated vocabulary. */
export interface SearchIndex {
  docs: SearchDoc[];
  vocabulary: VocabularyWord[];
  /** Per language slot, the vocabulary's indexes of the words that language's list has. */
  slotWords: number[][];
}

/** Builds every language's search list from the topics: headline, description, keywords, type names, topic. */
export function buildSearchIndex(topics: readonly TopicDto[]): SearchIndex {
  const docs: SearchDoc[] = [];
  const vocabulary = new Map<string, WordBeingBuilt>();
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
  const add = (text: string, field: SearchField, doc: number, slot: number) => {
    const weight = FIELD_WEIGHTS[field];
    const key = postingKey(doc, slot);
    for (const word of split(text, field)) {
      if (STOP_WORDS.has(word)) continue;
      let entry = vocabulary.get(word);
      if (!entry) {
        entry = { word, postings: new Map(), slots: 0 };
        vocabulary.set(word, entry);
      }
      entry.slots |= 1 << slot;
      if ((entry.postings.get(key) ?? 0) < weight) entry.postings.set(key, weight);
    }
  };
  const typeNames = Object.fromEntries(
    Object.entries(TYPE_NAMES).map(([type, names]) => [type, names.join(' ')]),
  ) as Record<LearnElementType, string>;
  for (const topic of [...topics].sort((a, b) => a.topicId - b.topicId)) {
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
        SEARCH_LANGUAGES.forEach((language, slot) => {
          add(localText(element.headline, language), 'headline', doc, slot);
          add(localText(element.description, language), 'description', doc, slot);
          add(localList(element.keywords, language).join(' '), 'keyword', doc, slot);
          add(typeNames[element.type], 'type', doc, slot);
          add(localText(topic.headline, language), 'topic', doc, slot);
        });
      }
    }
  }
  const entries: VocabularyWord[] = [...vocabulary.values()].map(({ word, postings, slots }) => ({
    word,
    keys: Int32Array.from(postings.keys()),
    weights: Float64Array.from(postings.values()),
    slots,
  }));
  const slotWords = SEARCH_LANGUAGES.map((_, slot) =>
    entries.flatMap((entry, i) => (entry.slots & (1 << slot) ? [i] : [])),
  );
  return { docs, vocabulary: entries, slotWords };
}
