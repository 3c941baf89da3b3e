import { describe, expect, it } from 'vitest';
import { contentLanguage, localList, localText } from '../../../src/core/i18n/local-text';
import {
  buildCourseIndex,
  neighbours,
  previewElements,
  topicElements,
  topicNeighbours,
} from '../../../src/core/learning/course-index';
import { localiseTopic } from '../../../src/core/learning/localise';
import { startLists } from '../../../src/core/learning/start-lists';
import { realTopics, smallCourse } from '../support/learning-fixtures';

describe('localised course texts', () => {
  it('shows each language, and English for a French text not written (the catalogue)', () => {
    const text = { de: 'Puls', en: 'Pulse', fr: 'Pulsation' };
    expect(localText(text, 'de')).toBe('Puls');
    expect(localText(text, 'en')).toBe('Pulse');
    expect(localText(text, 'fr')).toBe('Pulsation');
    expect(localText({ de: 'Puls', en: 'Pulse' }, 'fr')).toBe('Pulse');
    expect(contentLanguage('fr')).toBe('fr');
  });

  it('reads keyword lists the same way', () => {
    expect(localList({ de: ['puls'], en: ['pulse'], fr: ['pulsation'] }, 'fr')).toEqual(['pulsation']);
    expect(localList({ de: ['puls'], en: ['pulse'] }, 'fr')).toEqual(['pulse']);
    expect(localList({ de: ['puls'], en: [] }, 'en')).toEqual(['puls']);
    expect(localList(undefined, 'de')).toEqual([]);
  });

  it('falls back to the other language when a text is missing', () => {
    expect(localText({ de: '', en: 'Only English' }, 'de')).toBe('Only English');
    expect(localText({ de: 'Nur Deutsch', en: '' }, 'fr')).toBe('Nur Deutsch');
    expect(localText(undefined, 'de')).toBe('');
  });

  it('localises a whole topic with its keywords', () => {
    const [body] = realTopics();
    const de = localiseTopic(body!, 'de');
    expect(de.headline).toBe('Der Körper');
    expect(de.modules[0]!.learnElements[0]!.keywords.length).toBeGreaterThan(2);
    expect(localiseTopic(body!, 'fr').headline).toBe('Le corps');
    expect(localiseTopic(body!, 'fr').modules[0]!.learnElements[0]!.keywords).toEqual(
      body!.modules[0]!.learnElements[0]!.keywords.fr,
    );
  });
});

describe('the real course', () => {
  const course = buildCourseIndex(realTopics(), 'en');

  it('has 12 topics (0-11), topic 11 is SE, and every type occurs', () => {
    expect(course.topics.map((t) => t.topicId)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(course.topics.filter((t) => t.art === 'SE').map((t) => t.topicId)).toEqual([11]);
    expect(new Set(course.elements.map((e) => e.type))).toEqual(
      new Set(['text', 'video', 'exercise', 'musicalExample']),
    );
    for (const topic of course.topics) {
      expect(topic.modules.length).toBeGreaterThanOrEqual(2);
      for (const module of topic.modules) expect(module.learnElements.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has exactly one free preview: the first element of topic 0', () => {
    expect(previewElements(course).map((e) => e.learnElementId)).toEqual([11]);
    expect(course.elements[0]!.learnElementId).toBe(11);
  });

  it('has no lorem ipsum and a text in both languages everywhere', () => {
    for (const topic of realTopics()) {
      for (const module of topic.modules) {
        for (const element of module.learnElements) {
          for (const language of ['de', 'en'] as const) {
            expect(element.headline[language], `${element.learnElementId}`).not.toBe('');
            expect(element.body[language], `${element.learnElementId}`).not.toBe('');
            expect(element.body[language]).not.toMatch(/lorem|ipsum/i);
          }
        }
      }
    }
  });
});

describe('course navigation (previous/next slide and topic)', () => {
  // Topic 0: modules 1 (2 elements) and 2 (1); topic 1: module 11 (3); topic 2: module 21 (1).
  const course = buildCourseIndex(smallCourse([[2, 1], [3], [1]]), 'de');

  it('orders elements by topic, module and element', () => {
    expect(course.elements.map((e) => e.learnElementId)).toEqual([11, 12, 21, 111, 112, 113, 211]);
  });

  it('has no previous slide at the start and no next slide at the end', () => {
    expect(neighbours(course, 11)).toMatchObject({ previousSlide: null, previousTopic: null });
    expect(neighbours(course, 11).nextSlide?.learnElementId).toBe(12);
    expect(neighbours(course, 211)).toMatchObject({ nextSlide: null, nextTopic: null });
    expect(neighbours(course, 211).previousSlide?.learnElementId).toBe(113);
  });

  it('crosses module and topic boundaries with the slides', () => {
    expect(neighbours(course, 12).nextSlide?.learnElementId).toBe(21);
    expect(neighbours(course, 21).nextSlide?.learnElementId).toBe(111);
    expect(neighbours(course, 111).previousSlide?.learnElementId).toBe(21);
  });

  it('gives the previous and next topic', () => {
    const middle = neighbours(course, 112);
    expect(middle.previousTopic?.topicId).toBe(0);
    expect(middle.nextTopic?.topicId).toBe(2);
    expect(topicNeighbours(course, 0)).toMatchObject({ previousTopic: null });
    expect(topicNeighbours(course, 99)).toEqual({ previousTopic: null, nextTopic: null });
  });

  it('answers nothing for an unknown element', () => {
    expect(course.place(999)).toBeUndefined();
    expect(neighbours(course, 999)).toEqual({
      previousSlide: null,
      nextSlide: null,
      previousTopic: null,
      nextTopic: null,
    });
  });

  it('lists the elements of a topic', () => {
    expect(topicElements(course.topic(0)!).map((e) => e.learnElementId)).toEqual([11, 12, 21]);
  });
});

describe('start-page lists (requirements R2.25: position modulo 4 -> 1, 2, 3, 2)', () => {
  it('splits the real non-SE topics and keeps SE apart', () => {
    const { lists, se } = startLists(buildCourseIndex(realTopics(), 'de').topics);
    expect(lists.map((list) => list.map((t) => t.topicId))).toEqual([
      [0, 4, 8],
      [1, 3, 5, 7, 9],
      [2, 6, 10],
    ]);
    expect(se.map((t) => t.topicId)).toEqual([11]);
  });

  it('counts positions among non-SE topics only', () => {
    const topics = [
      { id: 'a', art: 'CC' },
      { id: 'se', art: 'SE' },
      { id: 'b', art: 'CC' },
      { id: 'c', art: 'CC' },
      { id: 'd', art: 'CC' },
      { id: 'e', art: 'CC' },
    ] as const;
    const { lists, se } = startLists(topics);
    expect(lists.map((list) => list.map((t) => t.id))).toEqual([['a', 'e'], ['b', 'd'], ['c']]);
    expect(se.map((t) => t.id)).toEqual(['se']);
  });

  it('gives three empty lists for no topics', () => {
    expect(startLists([])).toEqual({ lists: [[], [], []], se: [] });
  });
});
